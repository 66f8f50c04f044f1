export * from './ArticleCategories';

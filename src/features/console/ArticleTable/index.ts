export * from './ArticleTable';

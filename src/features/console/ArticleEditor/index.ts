export * from './ArticleEditor';

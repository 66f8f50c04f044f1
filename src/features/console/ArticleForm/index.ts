export * from './ArticleForm';

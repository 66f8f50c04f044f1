export { ArticleSkeleton, ArticleView } from './ArticleView';
export type { ArticleData } from './ArticleView';

/**
 * An article's life on the site: a draft only staff see; published, listed on /news and in the sitemap from
 * its publish time on. Unpublishing returns it to a draft; its address then answers "not found".
 */
export const ARTICLE_STATUSES = ['draft', 'published'] as const;
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];

/** The kinds of status page; a file of its own so the page and its illustrations both read it without importing each other. */
export const statusPageVariants = ['notFound', 'serverError', 'chunkError', 'loginRequired'] as const;
export type StatusPageVariant = (typeof statusPageVariants)[number];

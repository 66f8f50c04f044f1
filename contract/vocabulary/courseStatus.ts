/**
 * A course's life in the catalogue: a draft only staff see; published, listed and for sale; withdrawn, no
 * longer listed or sold, while those who bought it keep it and its pages stay readable.
 */
export const COURSE_STATUSES = ['draft', 'published', 'withdrawn'] as const;
export type CourseStatus = (typeof COURSE_STATUSES)[number];

/** The moves the console offers from each status. */
export const COURSE_STATUS_MOVES: Readonly<Record<CourseStatus, readonly CourseStatus[]>> = {
  draft: ['published'],
  published: ['withdrawn'],
  withdrawn: ['published', 'draft'],
};

/**
 * Whether a course can be bought now: on sale; not yet (its sale window has not started: listed, not sold);
 * ended (past its window: no longer listed or sold); withdrawn. Buyers keep a course in every state.
 */
export const SALE_STATES = ['onSale', 'upcoming', 'ended', 'withdrawn'] as const;
export type SaleState = (typeof SALE_STATES)[number];

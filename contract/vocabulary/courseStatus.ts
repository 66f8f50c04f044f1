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

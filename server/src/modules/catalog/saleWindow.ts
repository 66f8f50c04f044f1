import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { SaleState } from '../../../../contract/vocabulary/courseStatus';
import { courses } from '../../platform/db/schema';

export type { SaleState };

/**
 * The sale window of a course, stated once. A published course with no window is on sale; before its start
 * it is listed and readable but not sold yet ("upcoming"), after its end it is neither listed nor sold
 * ("ended"); a withdrawn course is neither. Buyers keep a course whatever its window says.
 */

export interface SaleWindowed {
  status: string;
  saleStartsAt: Date | null;
  saleEndsAt: Date | null;
}

export function saleStateOf(course: SaleWindowed, now: Date): SaleState {
  if (course.status !== 'published') return 'withdrawn';
  if (course.saleEndsAt && course.saleEndsAt <= now) return 'ended';
  if (course.saleStartsAt && course.saleStartsAt > now) return 'upcoming';
  return 'onSale';
}

/** Courses on the shelves, in the search and on the sitemap: published and not past their sale's end. */
export const listedCourses = and(
  eq(courses.isPublished, true),
  or(isNull(courses.saleEndsAt), sql`${courses.saleEndsAt} > now()`),
);

/** Courses that can be bought this moment (what an order may be changed to, too). */
export const coursesOnSale = and(listedCourses, or(isNull(courses.saleStartsAt), lte(courses.saleStartsAt, sql`now()`)));

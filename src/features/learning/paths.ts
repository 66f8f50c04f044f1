import { href } from '@contract/addresses/href';

/**
 * Where a lesson of one's own courses plays: the desktop lesson player. My courses, a course's chapters and the
 * player itself link there.
 */
export const playTo = (classId: number) => href.lesson({ classId });

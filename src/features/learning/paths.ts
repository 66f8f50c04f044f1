/**
 * Where a lesson of one's own courses plays: the desktop lesson player. My courses, a course's chapters and the
 * player itself link there.
 */
export const playTo = (classId: number) => `/video?classId=${classId}`;

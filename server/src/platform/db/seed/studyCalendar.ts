import { addDays, chinaDay, mondayOf } from '../../../modules/learning';

/*
 * The demo student's study story (two weekly reports, the plan of the week after, the lessons and answers
 * behind them) is written for the week of DEMO_STUDY_WEEK. Seeding moves it by whole weeks to the week the
 * database is seeded in, so the plan a family opens is this week's and its reports are the two weeks before;
 * weekdays stay what they were. Nothing is dated after the moment of seeding: a lesson or answer of a day
 * still to come is moved to that moment, and a task of such a day is not done yet.
 */
export const DEMO_STUDY_WEEK = '2026-10-12';

const DAY_MS = 24 * 3600 * 1000;

export interface StudyCalendar {
  /** A calendar day of the story, moved to the seeding week. */
  day(day: string): string;
  /** A moment of the story, moved likewise and never later than the seeding. */
  moment(at: string): Date;
  /** Whether a day of the seeding week has begun. */
  hasBegun(day: string): boolean;
}

export function studyCalendar(seededAt: Date): StudyCalendar {
  const today = chinaDay(seededAt);
  const days = Math.round((Date.parse(mondayOf(today)) - Date.parse(DEMO_STUDY_WEEK)) / DAY_MS);
  return {
    day: (day) => addDays(day, days),
    moment: (at) => new Date(Math.min(Date.parse(at) + days * DAY_MS, seededAt.getTime())),
    hasBegun: (day) => day <= today,
  };
}

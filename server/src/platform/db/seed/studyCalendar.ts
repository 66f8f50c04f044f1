import { chinaDay, mondayOf } from '../../../modules/learning';

/*
 * The demo student's study story (two weekly reports, the plan of the week after, the lessons and answers
 * behind them) is written for the week of DEMO_STUDY_WEEK. Seeding moves it by whole weeks to the week the
 * database is seeded in, so the plan a family opens is this week's and its reports are the two weeks before;
 * weekdays stay what they were. Nothing is dated after the moment of seeding: a lesson or answer of a day
 * still to come is moved to that moment, and a task of such a day is not done yet.
 */
export const DEMO_STUDY_WEEK = '2026-10-12';

const DAY_MS = 24 * 3600 * 1000;

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** ISO 8601 week number of a calendar day. */
export function isoWeek(day: string): number {
  const date = new Date(`${day}T00:00:00Z`);
  // The Thursday of the day's week decides the year the week belongs to.
  const thursday = new Date(date.getTime() + (3 - ((date.getUTCDay() + 6) % 7)) * DAY_MS);
  const yearStart = Date.UTC(thursday.getUTCFullYear(), 0, 1);
  return Math.floor((thursday.getTime() - yearStart) / DAY_MS / 7) + 1;
}

function monthDay(day: string): string {
  const [, month, date] = day.split('-').map(Number);
  return `${month}月${date}日`;
}

export function studyReportTitle(periodStart: string, periodEnd: string): string {
  return `第${isoWeek(periodStart)}周学习报告（${monthDay(periodStart)}—${monthDay(periodEnd)}）`;
}

export function studyPlanTitle(weekStart: string): string {
  return `第${isoWeek(weekStart)}周学习计划`;
}

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

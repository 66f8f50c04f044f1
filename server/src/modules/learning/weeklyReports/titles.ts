/** Titles of weekly reports, plans and their notification, numbered by the ISO week their Monday is in. */

const DAY_MS = 24 * 3600 * 1000;

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

/** What the student and the parents are told when a week's report is ready. */
export function weeklyReportNoticeTitle(periodStart: string): string {
  return `第${isoWeek(periodStart)}周学习报告已生成`;
}

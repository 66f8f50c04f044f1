import { addDays, chinaDay, dayStart, mondayOf } from '../studyDetails';
import type { ReportWeek } from '../../../../../contract/api/schemas/admin/studyReports';

export type { ReportWeek };

/** A week Monday..Sunday in China time, as calendar days and as the instants it runs between. */
export interface Week {
  periodStart: string;
  periodEnd: string;
  from: Date;
  /** The next Monday's start: the week's end, exclusive. */
  to: Date;
}

/** The week a calendar day falls in. */
export function weekOf(day: string): Week {
  const periodStart = mondayOf(day);
  return {
    periodStart,
    periodEnd: addDays(periodStart, 6),
    from: dayStart(periodStart),
    to: dayStart(addDays(periodStart, 7)),
  };
}

/** The week a run at `now` reports: the one `now` falls in (China time), or the one before it. */
export function reportWeekAt(now: Date, week: ReportWeek): Week {
  const today = chinaDay(now);
  return weekOf(week === 'current' ? today : addDays(today, -7));
}

/**
 * The words of the owner's dashboard. A channel is the surface of the site a family used: the desktop site
 * (PC), the phone site (H5, /m) or the site inside WeChat. Visits, sign-ups and orders each record theirs.
 */
export const SITE_CHANNELS = ['pc', 'h5', 'wechat'] as const;
export type SiteChannel = (typeof SITE_CHANNELS)[number];

/** Sales are summed per Shanghai day or per week (Monday to Sunday). */
export const INSIGHT_GRAINS = ['day', 'week'] as const;
export type InsightGrain = (typeof INSIGHT_GRAINS)[number];

/** The longest range the dashboard reads at once, in days (a leap year). */
export const INSIGHT_MAX_DAYS = 366;

/** The business's calendar: days and weeks start at midnight in Shanghai. */
export const INSIGHT_TIME_ZONE = 'Asia/Shanghai';

const WECHAT = /MicroMessenger/i;
const PHONE_OR_TABLET = /iPhone|iPod|iPad|Android|HarmonyOS|Mobile|Windows Phone/i;

/** The channel of a request: WeChat's browser, else the phone site (by its path or the device), else PC. */
export function siteChannelOf(userAgent: string | undefined, path = ''): SiteChannel {
  if (userAgent && WECHAT.test(userAgent)) return 'wechat';
  if (/^\/m(?:\/|$|\?)/.test(path) || (userAgent !== undefined && PHONE_OR_TABLET.test(userAgent))) return 'h5';
  return 'pc';
}

/** A calendar day as the dashboard's range names it. */
export const INSIGHT_DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

const DAY_MS = 86_400_000;

/** Milliseconds of a YYYY-MM-DD day at UTC midnight, or null when the day does not exist (02-31). */
export function dayNumber(day: string): number | null {
  if (!INSIGHT_DAY.test(day)) return null;
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const time = Date.UTC(year, month - 1, date);
  const back = new Date(time);
  return back.getUTCMonth() === month - 1 && back.getUTCDate() === date ? time : null;
}

/** How many days from `from` to `to`, both counted. */
export function daysBetween(from: string, to: string): number {
  return Math.round(((dayNumber(to) ?? 0) - (dayNumber(from) ?? 0)) / DAY_MS) + 1;
}

/** What is wrong with a range of days, in the words the console shows, or null when it is fine. */
export function insightRangeProblem(from: string, to: string): string | null {
  if (dayNumber(from) === null) return '开始日期应为 YYYY-MM-DD 格式的日期';
  if (dayNumber(to) === null) return '结束日期应为 YYYY-MM-DD 格式的日期';
  if (from > to) return '开始日期不能晚于结束日期';
  if (daysBetween(from, to) > INSIGHT_MAX_DAYS) return `时间范围最长 ${INSIGHT_MAX_DAYS} 天`;
  return null;
}

/** The day `days` after `day` (before, when negative). */
export function addDays(day: string, days: number): string {
  return new Date((dayNumber(day) ?? 0) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The ranges the dashboard offers at a click, and one of the owner's own days. */
export const INSIGHT_PRESETS = ['last7', 'last30', 'thisMonth', 'lastMonth', 'custom'] as const;
export type InsightPreset = (typeof INSIGHT_PRESETS)[number];

/** The days a preset covers, counted back from `today` (YYYY-MM-DD in Shanghai); null for a custom range. */
export function presetRange(preset: InsightPreset, today: string): { from: string; to: string } | null {
  const monthStart = `${today.slice(0, 7)}-01`;
  switch (preset) {
    case 'last7':
      return { from: addDays(today, -6), to: today };
    case 'last30':
      return { from: addDays(today, -29), to: today };
    case 'thisMonth':
      return { from: monthStart, to: today };
    case 'lastMonth': {
      const lastDay = addDays(monthStart, -1);
      return { from: `${lastDay.slice(0, 7)}-01`, to: lastDay };
    }
    case 'custom':
      return null;
  }
}

/** Today's date in Shanghai, where the business keeps its days. */
export function shanghaiToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: INSIGHT_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

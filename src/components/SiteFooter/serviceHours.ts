import type { TFunction } from '@/i18n';

/** Opening days and times; days are ISO weekday numbers (1 = Monday … 7 = Sunday). */
export interface ServiceHours {
  firstDay: number;
  lastDay: number;
  opens: string;
  closes: string;
}

const weekdayKeys = {
  1: 'chrome.weekday.1',
  2: 'chrome.weekday.2',
  3: 'chrome.weekday.3',
  4: 'chrome.weekday.4',
  5: 'chrome.weekday.5',
  6: 'chrome.weekday.6',
  7: 'chrome.weekday.7',
} as const;

function isWeekday(day: number): day is keyof typeof weekdayKeys {
  return Number.isInteger(day) && day >= 1 && day <= 7;
}

/** '周一至周五 09:00–17:00' in Chinese, 'Mon–Fri 09:00–17:00' in English. */
export function formatServiceHours(hours: ServiceHours, t: TFunction): string {
  const { firstDay, lastDay, opens, closes } = hours;
  if (!isWeekday(firstDay) || !isWeekday(lastDay)) return `${opens}–${closes}`;
  const first = t(weekdayKeys[firstDay]);
  const days = firstDay === lastDay ? first : t('chrome.footer.dayRange', { first, last: t(weekdayKeys[lastDay]) });
  return t('chrome.footer.hoursValue', { days, opens, closes });
}

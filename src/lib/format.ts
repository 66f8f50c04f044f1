/** Longest WeChat account shown in full; longer ones are cut and end in an ellipsis. */
export const WECHAT_ACCOUNT_VISIBLE_CHARS = 6;

export function formatWechatAccount(account: string, visible: number = WECHAT_ACCOUNT_VISIBLE_CHARS): string {
  // Array.from keeps characters outside the BMP (emoji nicknames) whole.
  const characters = Array.from(account);
  return characters.length > visible ? `${characters.slice(0, visible).join('')}...` : account;
}

/** 13812345678 → 138****5678: the first three and last four digits stay visible. */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\s+/g, '');
  if (digits.length <= 7) return digits;
  return `${digits.slice(0, 3)}${'*'.repeat(digits.length - 7)}${digits.slice(-4)}`;
}

export type DateInput = Date | number | string;

function toDate(value: DateInput): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/**
 * Formats in local time with the tokens YYYY, MM, DD, HH, mm and ss, the way Chinese pages write
 * dates (2026-03-01 09:05). An unreadable date gives an empty string, so a page never shows "Invalid Date".
 */
export function formatDate(value: DateInput, pattern = 'YYYY-MM-DD'): string {
  const date = toDate(value);
  if (!date) return '';
  const parts: Record<string, string> = {
    YYYY: String(date.getFullYear()),
    MM: pad(date.getMonth() + 1),
    DD: pad(date.getDate()),
    HH: pad(date.getHours()),
    mm: pad(date.getMinutes()),
    ss: pad(date.getSeconds()),
  };
  return pattern.replace(/YYYY|MM|DD|HH|mm|ss/g, (token) => parts[token] ?? token);
}

export function formatDateTime(value: DateInput): string {
  return formatDate(value, 'YYYY-MM-DD HH:mm');
}

/** A date in words for the reader's language: 2026年3月1日 in zh-CN. */
export function formatLongDate(value: DateInput, locale = 'zh-CN'): string {
  const date = toDate(value);
  if (!date) return '';
  return new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', day: 'numeric' }).format(date);
}

/** Seconds as a player shows them: 9:05, or 1:02:05 past an hour. */
export function formatClock(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = pad(seconds % 60);
  return hours > 0 ? `${hours}:${pad(minutes)}:${rest}` : `${minutes}:${rest}`;
}

/** Whole hours and the remaining minutes of a duration (minutes rounded), for "2 小时 15 分钟". */
export function durationParts(totalSeconds: number): { hours: number; minutes: number } {
  const minutes = Math.max(0, Math.round(totalSeconds / 60));
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}

import { formatDate } from '@/lib/format';

/** A plan or report day (YYYY-MM-DD, already a China-time calendar day) as MM-DD, without a time-zone shift. */
export function shortDay(day: string): string {
  return day.slice(5, 10);
}

/** An instant as the reader's local date and time. */
export function dateTime(value: string): string {
  return formatDate(value, 'MM-DD HH:mm');
}

/** yyyy-MM-dd HH:mm:ss in Beijing time, as Alipay and ICBC expect times. */
export function beijingDateTime(date: Date): string {
  const shifted = new Date(date.getTime() + 8 * 60 * 60 * 1000);
  return shifted.toISOString().slice(0, 19).replace('T', ' ');
}

/** Reads yyyy-MM-dd HH:mm:ss given in Beijing time. */
export function parseBeijingDateTime(text: unknown): Date | null {
  if (typeof text !== 'string' || !/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(text)) return null;
  const date = new Date(`${text.replace(' ', 'T')}+08:00`);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** RFC 3339 with the +08:00 offset, as WeChat Pay expects times. */
export function rfc3339Beijing(date: Date): string {
  return `${beijingDateTime(date).replace(' ', 'T')}+08:00`;
}

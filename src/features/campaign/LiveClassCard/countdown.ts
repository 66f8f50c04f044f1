/** Days, hours, minutes and seconds left until `startsAt`, or null once it has passed. */
export function timeUntil(startsAt: string, now: number) {
  const left = Date.parse(startsAt) - now;
  if (!(left > 0)) return null;
  const seconds = Math.floor(left / 1000);
  return {
    days: Math.floor(seconds / 86_400),
    hours: Math.floor((seconds % 86_400) / 3600),
    minutes: Math.floor((seconds % 3600) / 60),
    seconds: seconds % 60,
  };
}

const pad = (value: number) => String(value).padStart(2, '0');

/** Beijing wall-clock time of a session, whatever the device's zone: the schedule is announced in it. */
export function beijingSchedule(startsAt: string): string {
  const date = new Date(Date.parse(startsAt) + 8 * 3600 * 1000);
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}`;
}

export { pad };

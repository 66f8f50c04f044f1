/** Yuan with two decimals, as prices are written on receipts. */
export function money(amount: number): string {
  return amount.toFixed(2);
}

/** 2026-11-25 18:30 in the reader's time zone. */
export function dateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** Hours, minutes and seconds of what is left; all zero once it is over. */
export function durationParts(ms: number): { hours: number; minutes: number; seconds: number } {
  const total = Math.max(0, Math.floor(ms / 1000));
  return { hours: Math.floor(total / 3600), minutes: Math.floor((total % 3600) / 60), seconds: total % 60 };
}

/** The largest unit a duration needs, naming which words the catalog writes it with. */
export function durationShape({ hours, minutes }: { hours: number; minutes: number }): 'hours' | 'minutes' | 'seconds' {
  return hours > 0 ? 'hours' : minutes > 0 ? 'minutes' : 'seconds';
}

/** Where printed material goes: the region (广东省 深圳市 南山区) before the street; older orders have only the street. */
export function deliveryAddress(receiver: { region?: string | null; address: string }): string {
  return [receiver.region, receiver.address].filter(Boolean).join(' ');
}

const mainlandMobile = /^(?:\+|00)?86(1\d{10})$/;
const phoneDigits = /^\d{11,15}$/;

/**
 * Keeps the first 3 and last 4 digits of a phone number (13800138000 → 138****8000). A mainland number
 * written with +86 is masked as the 11-digit number. Anything shorter than 11 digits or not a number
 * has every character masked, so a typo or a partial number never shows more than a full one would.
 */
export function maskPhone(phone: string | number | null | undefined): string {
  if (phone == null) return '';
  const compact = String(phone).replace(/[\s()-]/g, '');
  if (!compact) return '';
  const digits = mainlandMobile.exec(compact)?.[1] ?? compact;
  if (phoneDigits.test(digits)) return `${digits.slice(0, 3)}${'*'.repeat(digits.length - 7)}${digits.slice(-4)}`;
  return '*'.repeat(Array.from(compact).length);
}

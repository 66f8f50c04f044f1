/**
 * Prices arrive as numbers or numeric strings, sometimes missing. Whole amounts drop the cents
 * (1980 → '1980'); others keep exactly two decimals (99.5 → '99.50'); anything unreadable shows as '0'.
 */
export function formatPrice(value: number | string | null | undefined): string {
  const amount = typeof value === 'string' ? Number(value.trim()) : value;
  if (amount == null || !Number.isFinite(amount)) return '0';
  const fixed = amount.toFixed(2);
  // Rounding can leave '-0.00' for tiny negatives; a price never shows a signed zero.
  if (Number(fixed) === 0) return '0';
  return fixed.endsWith('.00') ? fixed.slice(0, -3) : fixed;
}

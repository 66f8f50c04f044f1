/** Limits applied while typing, so the value a form receives already obeys them (SPEC §5). */
export interface InputRules {
  /** Keeps only 0–9; full-width digits typed with a Chinese input method count as digits. */
  digitsOnly?: boolean;
  /** Most characters kept, counted as the user sees them (an emoji is one). */
  maxLength?: number;
  /** Removes every space, tab and line break, including ones pasted in the middle. */
  stripWhitespace?: boolean;
}

const FULL_WIDTH_DIGIT = /[\uFF10-\uFF19]/g;
const FULL_WIDTH_OFFSET = 0xff10 - 0x30;

export function applyInputRules(value: string, { digitsOnly, maxLength, stripWhitespace }: InputRules): string {
  let next = value;
  if (stripWhitespace) next = next.replace(/\s+/g, '');
  if (digitsOnly) {
    next = next
      .replace(FULL_WIDTH_DIGIT, (digit) => String.fromCharCode(digit.charCodeAt(0) - FULL_WIDTH_OFFSET))
      .replace(/\D+/g, '');
  }
  if (maxLength !== undefined && maxLength >= 0) {
    const characters = Array.from(next);
    if (characters.length > maxLength) next = characters.slice(0, maxLength).join('');
  }
  return next;
}

/** SPEC §4, §9: the lookup waits for 250 ms of quiet, so a burst of show triggers costs one request. */
export const ADVISER_LOOKUP_DEBOUNCE_MS = 250;
/** SPEC §9: adviser toasts stay 2500 ms at the bottom of the screen. */
export const ADVISER_TOAST_MS = 2500;
export const ADVISER_TOAST_PLACEMENT = 'bottom';
/** SPEC §9: characters of the WeChat account shown before the ellipsis. */
export const ACCOUNT_DISPLAY_LENGTH = 6;

/** The WeChat account as displayed: the first 6 characters, then an ellipsis when it is longer. */
export function displayAccount(account: string): string {
  const characters = Array.from(account);
  if (characters.length <= ACCOUNT_DISPLAY_LENGTH) return account;
  return `${characters.slice(0, ACCOUNT_DISPLAY_LENGTH).join('')}…`;
}

/** Long WeChat accounts show their first `max` characters then an ellipsis (SPEC §9: 6). */
export function truncateAccount(text: string | null | undefined, max = 6): string {
  const chars = Array.from(text ?? '');
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : chars.join('');
}

/** execCommand still works where the async clipboard API is missing or refused (older WeChat browsers, http). */
function copyWithSelection(text: string): boolean {
  if (typeof document === 'undefined' || typeof document.execCommand !== 'function') return false;
  const previousFocus = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.setAttribute('aria-hidden', 'true');
  // Off-screen but rendered: some browsers refuse to select text in a hidden element.
  Object.assign(area.style, { position: 'fixed', top: '0', left: '-9999em', opacity: '0' });
  document.body.appendChild(area);
  try {
    area.select();
    area.setSelectionRange(0, text.length);
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
    previousFocus?.focus();
  }
}

/** Resolves true when the text reached the clipboard by either route, false when both failed. */
export async function copyToClipboard(text: string): Promise<boolean> {
  const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
  if (clipboard?.writeText) {
    try {
      await clipboard.writeText(text);
      return true;
    } catch {
      // Permission refused or document not focused: the selection route may still work.
    }
  }
  return copyWithSelection(text);
}

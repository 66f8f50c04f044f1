/** What a visitor does when reaching for the page: from then on, the app is wanted at once. */
const REACHING = ['pointerdown', 'touchstart', 'keydown', 'focusin'] as const;

/**
 * Runs `start` once a drawn page's first screen is in (the window's load: the HTML's pictures are there and
 * painted) or the visitor reaches for the page, whichever is first. Until then the page is read, scrolled and
 * followed by its links without the app, and its scripts take nothing from the pictures on a slow network.
 */
export function afterFirstScreen(start: () => void, win: Window = window): void {
  let started = false;
  const go = () => {
    if (started) return;
    started = true;
    for (const type of REACHING) win.document.removeEventListener(type, go, true);
    start();
  };
  for (const type of REACHING) win.document.addEventListener(type, go, { capture: true, passive: true });
  // After the frame that paints what the load brought in.
  const afterPaint = () => win.requestAnimationFrame(() => win.setTimeout(go));
  if (win.document.readyState === 'complete') afterPaint();
  else win.addEventListener('load', afterPaint, { once: true });
}

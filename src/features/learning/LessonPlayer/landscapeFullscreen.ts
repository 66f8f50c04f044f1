import { breakpoints } from '@tokens/index';

/** The Screen Orientation API's lock: standard, but not in TypeScript's DOM types, and missing on iOS Safari. */
type LockableOrientation = ScreenOrientation & { lock?: (orientation: 'landscape') => Promise<void> };

/** A phone's screen, held either way: its short side is narrower than a tablet's. */
function isPhoneScreen(): boolean {
  return Math.min(window.screen.width, window.screen.height) < breakpoints.tablet;
}

/**
 * While `player` is in full screen on a phone, turns the screen to landscape where the browser allows it
 * (Chrome on Android does; iOS plays full screen in its own landscape player), and lets it turn freely again
 * on leaving full screen. A refused lock changes nothing: the lesson still plays full screen. Returns the
 * clean-up.
 */
export function lockLandscapeInFullscreen(player: HTMLElement): () => void {
  let locked = false;
  const onChange = () => {
    const orientation = window.screen.orientation as LockableOrientation | undefined;
    if (!orientation) return;
    if (document.fullscreenElement === player) {
      if (!isPhoneScreen() || typeof orientation.lock !== 'function') return;
      locked = true;
      orientation.lock('landscape').catch(() => {
        locked = false;
      });
    } else if (locked) {
      locked = false;
      orientation.unlock();
    }
  };
  document.addEventListener('fullscreenchange', onChange);
  return () => {
    document.removeEventListener('fullscreenchange', onChange);
    if (locked) window.screen.orientation.unlock();
  };
}

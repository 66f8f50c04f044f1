/** Two taps at most this far apart in time count as one double tap (phones use about 300 ms). */
const DOUBLE_TAP_MS = 300;
/** …and at most this far apart on the screen, in CSS pixels: a thumb does not land twice on the same spot. */
const DOUBLE_TAP_DISTANCE = 48;

export interface Tap {
  x: number;
  y: number;
  /** Milliseconds, from the event's timeStamp. */
  time: number;
}

/** Remembers the last tap and tells whether the next one completes a double tap. */
export function createDoubleTapDetector() {
  let last: Tap | null = null;
  return {
    tap(next: Tap): boolean {
      const isDouble =
        last !== null &&
        next.time - last.time <= DOUBLE_TAP_MS &&
        Math.hypot(next.x - last.x, next.y - last.y) <= DOUBLE_TAP_DISTANCE;
      // After a double tap the next tap starts a new pair, so three quick taps seek once, not twice.
      last = isDouble ? null : next;
      return isDouble;
    },
  };
}

/** Where on the picture a double tap landed: the left third seeks back, the right third ahead, the middle not. */
export function seekDirection(x: number, width: number): -1 | 0 | 1 {
  if (x < width / 3) return -1;
  if (x > (width * 2) / 3) return 1;
  return 0;
}

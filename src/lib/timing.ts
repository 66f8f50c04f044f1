export interface Cancellable<Args extends unknown[]> {
  (...args: Args): void;
  cancel(): void;
}

/** Runs after calls have paused for `waitMs`, with the arguments of the last call. */
export function debounce<Args extends unknown[]>(fn: (...args: Args) => void, waitMs: number): Cancellable<Args> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const debounced = (...args: Args) => {
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      fn(...args);
    }, waitMs);
  };
  debounced.cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  return debounced;
}

/**
 * Runs at once, then at most once per `waitMs`; a call made during the pause runs at its end with the
 * latest arguments, so the final state (e.g. the last scroll position) is never lost.
 */
export function throttle<Args extends unknown[]>(fn: (...args: Args) => void, waitMs: number): Cancellable<Args> {
  let last = -Infinity;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: Args | undefined;

  const run = (args: Args) => {
    last = Date.now();
    fn(...args);
  };

  const throttled = (...args: Args) => {
    const remaining = waitMs - (Date.now() - last);
    if (remaining <= 0 && timer === undefined) {
      run(args);
      return;
    }
    pending = args;
    if (timer === undefined) {
      timer = setTimeout(
        () => {
          timer = undefined;
          if (pending) {
            const latest = pending;
            pending = undefined;
            run(latest);
          }
        },
        Math.max(remaining, 0),
      );
    }
  };
  throttled.cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    pending = undefined;
  };
  return throttled;
}

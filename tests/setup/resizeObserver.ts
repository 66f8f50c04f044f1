/*
 * jsdom has no ResizeObserver; Radix measures some controls (the checkbox's indicator) with it. Nothing
 * in these tests depends on sizes, so an observer that never reports is enough.
 */
if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class ResizeObserver {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  };
}

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { debounce, throttle } from '@/lib/timing';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('debounce', () => {
  it('runs once, after calls pause, with the last arguments', () => {
    const fn = vi.fn();
    const lookup = debounce(fn, 250);
    lookup('a');
    vi.advanceTimersByTime(200);
    lookup('b');
    vi.advanceTimersByTime(249);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(fn).toHaveBeenCalledWith('b');
  });

  it('does nothing after being cancelled', () => {
    const fn = vi.fn();
    const lookup = debounce(fn, 250);
    lookup('a');
    lookup.cancel();
    vi.advanceTimersByTime(1000);
    expect(fn).not.toHaveBeenCalled();
  });
});

describe('throttle', () => {
  it('runs at once, then at most once per interval, ending with the latest arguments', () => {
    const fn = vi.fn();
    const onScroll = throttle(fn, 300);
    onScroll(10);
    onScroll(20);
    onScroll(30);
    expect(fn.mock.calls).toEqual([[10]]);
    vi.advanceTimersByTime(300);
    expect(fn.mock.calls).toEqual([[10], [30]]);
    vi.advanceTimersByTime(1000);
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('runs immediately again once the interval has passed', () => {
    const fn = vi.fn();
    const onScroll = throttle(fn, 300);
    onScroll(1);
    vi.advanceTimersByTime(301);
    onScroll(2);
    expect(fn.mock.calls).toEqual([[1], [2]]);
  });

  it('drops a waiting call when cancelled', () => {
    const fn = vi.fn();
    const onScroll = throttle(fn, 300);
    onScroll(1);
    onScroll(2);
    onScroll.cancel();
    vi.advanceTimersByTime(1000);
    expect(fn.mock.calls).toEqual([[1]]);
  });
});

import { act, render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { layout } from '@tokens/index';
import { isPastStickyOffset, useStickyHeader } from '@/components/SiteHeader';

describe('isPastStickyOffset', () => {
  it('stays static until the page has scrolled past the header height plus 20 px', () => {
    expect(layout.stickyOffset).toBe(20);
    expect(isPastStickyOffset(0, 72)).toBe(false);
    expect(isPastStickyOffset(72, 72)).toBe(false);
    expect(isPastStickyOffset(92, 72)).toBe(false);
    expect(isPastStickyOffset(93, 72)).toBe(true);
  });

  it('measures the offset from the header height it is given', () => {
    expect(isPastStickyOffset(100, 54)).toBe(true);
    expect(isPastStickyOffset(100, 90)).toBe(false);
  });
});

function Probe() {
  const ref = useRef<HTMLElement>(null);
  const sticky = useStickyHeader(ref);
  return <header ref={ref} data-testid="header" data-state={sticky ? 'sticky' : 'static'} />;
}

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

describe('useStickyHeader', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    scrollTo(0);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sticks after scrolling past the header and lets go when scrolled back, at most once per 300 ms', async () => {
    const { getByTestId } = render(<Probe />);
    const header = getByTestId('header');
    await act(() => vi.advanceTimersByTimeAsync(20));
    expect(header).toHaveAttribute('data-state', 'static');

    act(() => scrollTo(400));
    expect(header).toHaveAttribute('data-state', 'sticky');

    act(() => scrollTo(0));
    expect(header).toHaveAttribute('data-state', 'sticky');
    await act(() => vi.advanceTimersByTimeAsync(layout.stickyThrottleMs));
    expect(header).toHaveAttribute('data-state', 'static');
  });

  it('is sticky on arrival when the page opens already scrolled down', async () => {
    Object.defineProperty(window, 'scrollY', { value: 800, configurable: true });
    const { getByTestId } = render(<Probe />);
    await act(() => vi.advanceTimersByTimeAsync(20));
    expect(getByTestId('header')).toHaveAttribute('data-state', 'sticky');
  });
});

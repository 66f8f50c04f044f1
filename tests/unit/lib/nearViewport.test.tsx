import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNearViewport } from '@/lib/nearViewport';

let renders = 0;

function Probe({ initiallyNear = false }: { initiallyNear?: boolean }) {
  const [ref, near] = useNearViewport(initiallyNear);
  renders += 1;
  return <div ref={ref}>{near ? 'near' : 'far'}</div>;
}

/** An IntersectionObserver stand-in that lets the test say when the watched element comes into range. */
function fakeObserver() {
  const observers: { callback: IntersectionObserverCallback; margin: string | undefined; disconnected: boolean }[] = [];
  class FakeIntersectionObserver {
    private readonly entry: (typeof observers)[number];
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      this.entry = { callback, margin: options?.rootMargin, disconnected: false };
      observers.push(this.entry);
    }
    observe() {}
    disconnect() {
      this.entry.disconnected = true;
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  const report = (isIntersecting: boolean) =>
    act(() => {
      for (const observer of observers) {
        observer.callback([{ isIntersecting } as IntersectionObserverEntry], observer as unknown as IntersectionObserver);
      }
    });
  return { observers, report };
}

afterEach(() => vi.unstubAllGlobals());

describe('useNearViewport', () => {
  it('counts as near at once when the page needs no watching', () => {
    fakeObserver();
    render(<Probe initiallyNear />);
    expect(screen.getByText('near')).toBeInTheDocument();
  });

  it('stays far until the element comes within range below the screen, then stops watching', () => {
    const { observers, report } = fakeObserver();
    render(<Probe />);
    expect(screen.getByText('far')).toBeInTheDocument();
    expect(observers).toHaveLength(1);
    expect(observers[0]?.margin).toBe('0px 0px 25% 0px');
    report(false);
    expect(screen.getByText('far')).toBeInTheDocument();
    report(true);
    expect(screen.getByText('near')).toBeInTheDocument();
    expect(observers.every((observer) => observer.disconnected)).toBe(true);
  });

  it('starts watching without drawing its holder again', () => {
    fakeObserver();
    renders = 0;
    render(<Probe />);
    expect(renders).toBe(1);
  });

  it('stops watching when the element goes', () => {
    const { observers } = fakeObserver();
    const { unmount } = render(<Probe />);
    unmount();
    expect(observers[0]?.disconnected).toBe(true);
  });

  it('counts as near at once where the browser cannot watch', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Probe />);
    expect(screen.getByText('near')).toBeInTheDocument();
  });
});

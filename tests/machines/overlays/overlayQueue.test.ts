import { describe, expect, it } from 'vitest';
import { emptyOverlayQueue, overlayInTurn, releaseOverlay, requestOverlay, type OverlayQueue } from '@machines/overlays';

const ask = (queue: OverlayQueue, ...tickets: [string, Parameters<typeof requestOverlay>[2]][]) =>
  tickets.reduce((next, [id, kind]) => requestOverlay(next, id, kind), queue);

describe('the overlay queue', () => {
  it('has nobody in turn when empty', () => {
    expect(overlayInTurn(emptyOverlayQueue)).toBeNull();
  });

  it('shows a session notice before the login dialog, the login before the grade, the grade before a promotion', () => {
    const queue = ask(
      emptyOverlayQueue,
      ['promotion', 'promotion'],
      ['grade', 'grade'],
      ['login', 'login'],
      ['expired', 'notice'],
    );
    expect(overlayInTurn(queue)).toBe('expired');
    expect(overlayInTurn(releaseOverlay(queue, 'expired'))).toBe('login');
    expect(overlayInTurn(ask(emptyOverlayQueue, ['promotion', 'promotion'], ['grade', 'grade']))).toBe('grade');
  });

  it('lets a lower priority wait until every higher one has closed', () => {
    let queue = ask(emptyOverlayQueue, ['grade', 'grade'], ['promotion', 'promotion']);
    expect(overlayInTurn(queue)).toBe('grade');
    queue = releaseOverlay(queue, 'grade');
    expect(overlayInTurn(queue)).toBe('promotion');
  });

  it('serves dialogs of one kind in the order they asked', () => {
    const queue = ask(emptyOverlayQueue, ['first warning', 'notice'], ['login', 'login'], ['second warning', 'notice']);
    expect(queue.map((ticket) => ticket.id)).toEqual(['first warning', 'second warning', 'login']);
  });

  it('never queues the same dialog twice, and keeps its place', () => {
    const once = ask(emptyOverlayQueue, ['expired', 'notice'], ['login', 'login']);
    const again = requestOverlay(once, 'expired', 'notice');
    expect(again).toBe(once);
    expect(again.filter((ticket) => ticket.id === 'expired')).toHaveLength(1);
  });

  it('gives the turn back to the waiting dialog when a notice over it closes', () => {
    let queue = ask(emptyOverlayQueue, ['login', 'login']);
    queue = requestOverlay(queue, 'expired', 'notice');
    expect(overlayInTurn(queue)).toBe('expired');
    queue = releaseOverlay(queue, 'expired');
    expect(overlayInTurn(queue)).toBe('login');
    expect(releaseOverlay(queue, 'unknown')).toBe(queue);
  });
});

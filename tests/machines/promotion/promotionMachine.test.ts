import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { PROMOTION_DELAY_MS, promotionMachine, type Promotion, type PromotionInput } from '@machines/promotion';

const autumn: Promotion = { mainTitle: '秋季学期课程限时优惠', subtitle: '精选课程低至7折' };

function start(input: PromotionInput, promotion: Promotion | null = autumn) {
  const load = vi.fn(async () => promotion);
  const markSeen = vi.fn();
  const actor = createActor(
    promotionMachine.provide({
      actors: { loadPromotion: fromPromise(load) },
      actions: { markSeen: (_, params) => markSeen(params) },
    }),
    { input },
  ).start();
  return { actor, load, markSeen };
}

describe('the promotion notice', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('never comes on the page a visit opens on', async () => {
    const { actor, load } = start({ path: '/home', loggedIn: false });
    actor.send({ type: 'page.changed', eligible: true, path: '/home' });
    await vi.advanceTimersByTimeAsync(PROMOTION_DELAY_MS * 4);
    expect(load).not.toHaveBeenCalled();
  });

  it('comes after a moment on the next site page and is marked seen when acknowledged', async () => {
    const { actor, markSeen } = start({ path: '/home', loggedIn: false });
    actor.send({ type: 'page.changed', eligible: true, path: '/news' });
    await vi.advanceTimersByTimeAsync(PROMOTION_DELAY_MS - 1);
    expect(actor.getSnapshot().hasTag('shown')).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().hasTag('shown')).toBe(true);
    expect(actor.getSnapshot().context.promotion).toEqual(autumn);
    actor.send({ type: 'user.acknowledge' });
    expect(markSeen).toHaveBeenCalledWith({ mainTitle: autumn.mainTitle });
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('never comes on a campaign page, and waits for a site page', async () => {
    const { actor, load } = start({ path: '/liveSignupTencent/index', loggedIn: false });
    actor.send({ type: 'page.changed', eligible: false, path: '/liveSignupTencent/index' });
    await vi.advanceTimersByTimeAsync(PROMOTION_DELAY_MS * 4);
    expect(load).not.toHaveBeenCalled();
    actor.send({ type: 'page.changed', eligible: true, path: '/home' });
    await vi.advanceTimersByTimeAsync(PROMOTION_DELAY_MS);
    expect(actor.getSnapshot().hasTag('shown')).toBe(true);
  });

  it('does not come when the family leaves for a campaign page before it was due', async () => {
    const { actor, load } = start({ path: '/home', loggedIn: false });
    actor.send({ type: 'page.changed', eligible: true, path: '/news' });
    await vi.advanceTimersByTimeAsync(PROMOTION_DELAY_MS / 2);
    actor.send({ type: 'page.changed', eligible: false, path: '/freeCourse' });
    await vi.advanceTimersByTimeAsync(PROMOTION_DELAY_MS * 2);
    expect(load).not.toHaveBeenCalled();
  });

  it('never comes in a visit with a login, before or after it was due', async () => {
    const before = start({ path: '/home', loggedIn: true });
    before.actor.send({ type: 'page.changed', eligible: true, path: '/news' });
    await vi.advanceTimersByTimeAsync(PROMOTION_DELAY_MS * 2);
    expect(before.load).not.toHaveBeenCalled();

    const during = start({ path: '/home', loggedIn: false });
    during.actor.send({ type: 'page.changed', eligible: true, path: '/news' });
    await vi.advanceTimersByTimeAsync(PROMOTION_DELAY_MS);
    expect(during.actor.getSnapshot().hasTag('shown')).toBe(true);
    during.actor.send({ type: 'session.loggedIn' });
    expect(during.actor.getSnapshot().hasTag('shown')).toBe(false);
    expect(during.markSeen).not.toHaveBeenCalled();
  });

  it('stays away when the season was seen or there is no promotion', async () => {
    const { actor, load } = start({ path: '/home', loggedIn: false }, null);
    actor.send({ type: 'page.changed', eligible: true, path: '/news' });
    await vi.advanceTimersByTimeAsync(PROMOTION_DELAY_MS);
    expect(load).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().status).toBe('done');
  });
});

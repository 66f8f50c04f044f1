import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { paymentStatusMachine, type PayStatusAnswer } from '@machines/payment';

const unpaid: PayStatusAnswer = {
  status: 'unpaid',
  paid: false,
  paidAt: null,
  closesAt: '2026-11-25T10:30:00.000Z',
  attempt: 'pending',
  amount: 299,
};
const paid: PayStatusAnswer = {
  ...unpaid,
  status: 'paid',
  paid: true,
  paidAt: '2026-11-25T10:05:00.000Z',
  closesAt: null,
  attempt: 'none',
};

/** A payment page whose server answers from a list (the last answer repeats); counts the checks. */
function start(answers: (PayStatusAnswer | Error)[], input = {}) {
  let calls = 0;
  const actor = createActor(
    paymentStatusMachine.provide({
      actors: {
        checkStatus: fromPromise(async () => {
          const answer = answers[Math.min(calls, answers.length - 1)]!;
          calls += 1;
          if (answer instanceof Error) throw answer;
          return answer;
        }),
      },
    }),
    { input },
  );
  actor.start();
  return { actor, checks: () => calls };
}

const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('payment status machine', () => {
  it('asks at once, then every 2 seconds while the order is unpaid', async () => {
    const { actor, checks } = start([unpaid]);
    await settle();
    expect(checks()).toBe(1);
    expect(actor.getSnapshot().hasTag('waiting')).toBe(true);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(checks()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(checks()).toBe(2);
    await vi.advanceTimersByTimeAsync(4_000);
    expect(checks()).toBe(4);
  });

  it('turns paid when the server says so, and stops asking', async () => {
    const { actor, checks } = start([unpaid, unpaid, paid]);
    await vi.advanceTimersByTimeAsync(4_000);
    expect(actor.getSnapshot().hasTag('paid')).toBe(true);
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().context.last?.paidAt).toBe(paid.paidAt);
    const asked = checks();
    await vi.advanceTimersByTimeAsync(20_000);
    expect(checks()).toBe(asked);
  });

  it('pauses while the tab is hidden and asks again as soon as it is back', async () => {
    const { actor, checks } = start([unpaid]);
    await settle();
    actor.send({ type: 'visibility.hidden' });
    expect(actor.getSnapshot().hasTag('paused')).toBe(true);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(checks()).toBe(1);
    actor.send({ type: 'visibility.visible' });
    await settle();
    expect(checks()).toBe(2);
    expect(actor.getSnapshot().hasTag('paused')).toBe(false);
  });

  it('stops after the order closes', async () => {
    const { actor, checks } = start([unpaid, { ...unpaid, status: 'cancelled', closesAt: null, attempt: 'none' }]);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(actor.getSnapshot().hasTag('closed')).toBe(true);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(checks()).toBe(2);
  });

  it('shows a failed or cancelled attempt, and waits again when a new one starts', async () => {
    const { actor, checks } = start([{ ...unpaid, attempt: 'cancelled' }, unpaid]);
    await settle();
    expect(actor.getSnapshot().hasTag('failed')).toBe(true);
    expect(actor.getSnapshot().context.failure).toBe('cancelled');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(checks()).toBe(1);
    actor.send({ type: 'payment.started' });
    await settle();
    expect(actor.getSnapshot().hasTag('waiting')).toBe(true);
    expect(actor.getSnapshot().context.failure).toBeNull();
    expect(checks()).toBe(2);
  });

  it('keeps asking when a check gets no answer, counting the misses', async () => {
    const { actor } = start([new Error('网络连接失败'), new Error('网络连接失败'), unpaid]);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(actor.getSnapshot().context.failedChecks).toBe(2);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(actor.getSnapshot().context.failedChecks).toBe(0);
    expect(actor.getSnapshot().hasTag('waiting')).toBe(true);
  });

  it('gives up after the longest wait, and checks again when asked', async () => {
    const { actor, checks } = start([unpaid, unpaid, unpaid, paid], { maxWaitMs: 5_000 });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(actor.getSnapshot().hasTag('timedOut')).toBe(true);
    const asked = checks();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(checks()).toBe(asked);
    actor.send({ type: 'user.check' });
    await settle();
    expect(actor.getSnapshot().hasTag('paid')).toBe(true);
  });

  it('stops asking when a check answers that the session ended (2 or 4), and asks again only once signed in', async () => {
    for (const status of [2, 4]) {
      const ended = Object.assign(new Error('请先登录'), { status });
      const { actor, checks } = start([unpaid, ended, unpaid]);
      await vi.advanceTimersByTimeAsync(2_000);
      expect(checks()).toBe(2);
      expect(actor.getSnapshot().hasTag('signedOut')).toBe(true);
      // The family types in the login dialog: nothing is asked, however long it takes.
      await vi.advanceTimersByTimeAsync(60_000);
      expect(checks()).toBe(2);
      actor.send({ type: 'visibility.hidden' });
      actor.send({ type: 'visibility.visible' });
      actor.send({ type: 'user.check' });
      await vi.advanceTimersByTimeAsync(10_000);
      expect(checks()).toBe(2);
      actor.send({ type: 'session.restored' });
      await settle();
      expect(checks()).toBe(3);
      expect(actor.getSnapshot().hasTag('waiting')).toBe(true);
      actor.stop();
    }
  });

  it('keeps counting a refused check that is not about the session as a miss', async () => {
    const { actor } = start([Object.assign(new Error('系统繁忙'), { status: 0 }), unpaid]);
    await settle();
    expect(actor.getSnapshot().context.failedChecks).toBe(1);
    expect(actor.getSnapshot().hasTag('signedOut')).toBe(false);
  });
});

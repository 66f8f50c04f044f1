import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';
import { formatClock, sittingMachine, unansweredCount, type OptionKey, type SittingEvent } from '@machines/evaluation';

const questions = [1, 2, 3].map((id) => ({
  id,
  question: `第${id}题`,
  knowledgePoint: '分数',
  options: (['A', 'B', 'C', 'D'] as const).map((key) => ({ key, text: key })),
}));

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function start(
  options: { seconds?: number; submit?: () => Promise<{ reportId: number }>; answers?: Record<string, OptionKey> } = {},
) {
  const now = Date.now();
  const persisted: Record<string, OptionKey>[] = [];
  const submitted: number[] = [];
  const sent: { sittingId: number; answers: Record<string, OptionKey> }[] = [];
  const answerWith = options.submit ?? (async () => ({ reportId: 41 }));
  const submit = vi.fn(async ({ input }: { input: { sittingId: number; answers: Record<string, OptionKey> } }) => {
    sent.push(input);
    return answerWith();
  });
  const actor = createActor(
    sittingMachine.provide({
      actors: {
        clock: fromCallback<SittingEvent>(({ sendBack }) => {
          const timer = setInterval(() => sendBack({ type: 'timer.tick', nowMs: Date.now() }), 1000);
          return () => clearInterval(timer);
        }),
        submit: fromPromise(submit),
      },
      actions: {
        persistAnswers: (_, params) => persisted.push(params.answers),
        notifySubmitted: (_, params) => submitted.push(params.reportId),
      },
    }),
    {
      input: {
        sittingId: 9,
        questions,
        answers: options.answers ?? {},
        deadlineMs: now + (options.seconds ?? 600) * 1000,
        nowMs: now,
      },
    },
  ).start();
  return { actor, persisted, submitted, submit, sent };
}

describe('sitting a test paper', () => {
  it('keeps every choice and hands the whole sheet over to be saved', () => {
    const { actor, persisted } = start();
    actor.send({ type: 'user.choose', questionId: 1, key: 'B' });
    actor.send({ type: 'user.choose', questionId: 2, key: 'C' });
    expect(persisted.at(-1)).toEqual({ 1: 'B', 2: 'C' });
    expect(unansweredCount(actor.getSnapshot().context)).toBe(1);
  });

  it('starts from the answers saved before a reload', () => {
    const { actor } = start({ answers: { 3: 'A' } });
    expect(actor.getSnapshot().context.answers).toEqual({ 3: 'A' });
  });

  it('moves between questions without leaving the paper', () => {
    const { actor } = start();
    actor.send({ type: 'user.previous' });
    expect(actor.getSnapshot().context.current).toBe(0);
    actor.send({ type: 'user.next' });
    actor.send({ type: 'user.next' });
    actor.send({ type: 'user.next' });
    expect(actor.getSnapshot().context.current).toBe(2);
    actor.send({ type: 'user.review' });
    expect(actor.getSnapshot().hasTag('reviewing')).toBe(true);
    actor.send({ type: 'user.goTo', index: 1 });
    expect(actor.getSnapshot().hasTag('answering')).toBe(true);
    expect(actor.getSnapshot().context.current).toBe(1);
  });

  it('asks for confirmation before submitting, and a cancel goes back to answering', async () => {
    const { actor, submit, submitted, sent } = start();
    actor.send({ type: 'user.submit' });
    expect(actor.getSnapshot().hasTag('confirming')).toBe(true);
    actor.send({ type: 'user.cancelSubmit' });
    expect(actor.getSnapshot().hasTag('answering')).toBe(true);
    expect(submit).not.toHaveBeenCalled();
    actor.send({ type: 'user.choose', questionId: 1, key: 'A' });
    actor.send({ type: 'user.submit' });
    actor.send({ type: 'user.confirmSubmit' });
    expect(actor.getSnapshot().hasTag('submitting')).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().status).toBe('done');
    expect(submitted).toEqual([41]);
    expect(sent[0]).toEqual({ sittingId: 9, answers: { 1: 'A' } });
  });

  it('counts down and hands the sheet in by itself when the time is up', async () => {
    const { actor, submitted } = start({ seconds: 3 });
    await vi.advanceTimersByTimeAsync(1000);
    expect(actor.getSnapshot().context.secondsLeft).toBe(2);
    expect(formatClock(actor.getSnapshot().context.secondsLeft)).toBe('00:02');
    await vi.advanceTimersByTimeAsync(2000);
    await vi.advanceTimersByTimeAsync(0);
    expect(submitted).toEqual([41]);
  });

  it('shows a failed submit and sends it again on retry', async () => {
    let attempts = 0;
    const { actor } = start({
      submit: async () => {
        attempts += 1;
        if (attempts === 1) throw new Error('网络异常');
        return { reportId: 7 };
      },
    });
    actor.send({ type: 'user.submit' });
    actor.send({ type: 'user.confirmSubmit' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().hasTag('failed')).toBe(true);
    expect(actor.getSnapshot().context.error).toBe('网络异常');
    actor.send({ type: 'user.retry' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.reportId).toBe(7);
  });
});

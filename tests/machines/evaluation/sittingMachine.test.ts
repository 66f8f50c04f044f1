import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';
import {
  formatClock,
  sittingMachine,
  unansweredCount,
  type PracticeMarking,
  type SheetAnswer,
  type SittingEvent,
  type SittingQuestion,
} from '@machines/evaluation';

// A saved answer of any kind.
type OptionKey = SheetAnswer;

const options = (['A', 'B', 'C', 'D'] as const).map((key) => ({ key, text: key }));
const questions: SittingQuestion[] = [
  ...[1, 2, 3].map((id) => ({
    id,
    kind: 'single' as const,
    question: `第${id}题`,
    knowledgePoint: '分数',
    options,
    blankCount: 0,
  })),
  { id: 4, kind: 'multiple', question: '多选', knowledgePoint: '函数', options, blankCount: 0 },
  { id: 5, kind: 'fill', question: '填空 ____ ____', knowledgePoint: '根式', options: [], blankCount: 2 },
];

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
    expect(unansweredCount(actor.getSnapshot().context)).toBe(3);
  });

  it('toggles multiple-choice options into a set kept in key order, and saves each change', () => {
    const { actor, persisted } = start();
    actor.send({ type: 'user.toggleOption', questionId: 4, key: 'C' });
    actor.send({ type: 'user.toggleOption', questionId: 4, key: 'A' });
    expect(persisted.at(-1)).toEqual({ 4: ['A', 'C'] });
    actor.send({ type: 'user.toggleOption', questionId: 4, key: 'C' });
    expect(actor.getSnapshot().context.answers).toEqual({ 4: ['A'] });
    expect(unansweredCount(actor.getSnapshot().context)).toBe(4);
    // Removing the last option leaves the question unanswered again.
    actor.send({ type: 'user.toggleOption', questionId: 4, key: 'A' });
    expect(actor.getSnapshot().context.answers).toEqual({});
    expect(persisted.at(-1)).toEqual({});
  });

  it('fills blanks one by one and counts a fill-in answered only when every blank has text', () => {
    const { actor, persisted } = start();
    actor.send({ type: 'user.fillBlank', questionId: 5, blank: 1, value: '9' });
    expect(persisted.at(-1)).toEqual({ 5: ['', '9'] });
    expect(unansweredCount(actor.getSnapshot().context)).toBe(5);
    actor.send({ type: 'user.fillBlank', questionId: 5, blank: 0, value: ' 4 ' });
    expect(actor.getSnapshot().context.answers).toEqual({ 5: [' 4 ', '9'] });
    expect(unansweredCount(actor.getSnapshot().context)).toBe(4);
    actor.send({ type: 'user.fillBlank', questionId: 5, blank: 7, value: 'x' });
    expect(actor.getSnapshot().context.answers).toEqual({ 5: [' 4 ', '9'] });
  });

  it('ignores an answer event that does not fit the question kind', () => {
    const { actor, persisted } = start();
    actor.send({ type: 'user.toggleOption', questionId: 1, key: 'A' });
    actor.send({ type: 'user.choose', questionId: 4, key: 'A' });
    actor.send({ type: 'user.fillBlank', questionId: 2, blank: 0, value: 'x' });
    expect(actor.getSnapshot().context.answers).toEqual({});
    expect(persisted).toHaveLength(0);
  });

  it('resumes multiple-choice and fill-in answers saved before a reload and submits them as kept', async () => {
    const { actor, sent } = start({ answers: { 4: ['B', 'D'], 5: ['4', '9'] } });
    expect(unansweredCount(actor.getSnapshot().context)).toBe(3);
    actor.send({ type: 'user.toggleOption', questionId: 4, key: 'A' });
    actor.send({ type: 'user.submit' });
    actor.send({ type: 'user.confirmSubmit' });
    await vi.advanceTimersByTimeAsync(0);
    expect(sent[0]?.answers).toEqual({ 4: ['A', 'B', 'D'], 5: ['4', '9'] });
  });

  it('starts from the answers saved before a reload', () => {
    const { actor } = start({ answers: { 3: 'A' } });
    expect(actor.getSnapshot().context.answers).toEqual({ 3: 'A' });
  });

  it('moves between questions without leaving the paper', () => {
    const { actor } = start();
    actor.send({ type: 'user.previous' });
    expect(actor.getSnapshot().context.current).toBe(0);
    for (let i = 0; i < questions.length + 1; i += 1) actor.send({ type: 'user.next' });
    expect(actor.getSnapshot().context.current).toBe(questions.length - 1);
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

describe('practising without a clock (lesson exercises, the wrong-answer book)', () => {
  const marking = (answer: SheetAnswer, isCorrect: boolean, attempts = 1): PracticeMarking => ({
    answer,
    isCorrect,
    blankResults: [],
    rightAnswer: 'B',
    analysis: '因为……',
    attempts,
  });

  function practise(check: (input: { questionId: number; answer: SheetAnswer }) => Promise<PracticeMarking>) {
    const checked: { questionId: number; answer: SheetAnswer }[] = [];
    const actor = createActor(
      sittingMachine.provide({
        actors: {
          clock: fromCallback(() => () => {}),
          check: fromPromise(async ({ input }: { input: { questionId: number; answer: SheetAnswer } }) => {
            checked.push(input);
            return check(input);
          }),
        },
      }),
      { input: { sittingId: 0, questions, answers: {}, deadlineMs: null, nowMs: Date.now() } },
    );
    actor.start();
    return { actor, checked };
  }

  it('checks one answered question, keeps its marking and locks its answer', async () => {
    const { actor, checked } = practise(async ({ answer }) => marking(answer, answer === 'B'));
    actor.send({ type: 'user.check', questionId: 1 });
    expect(checked).toEqual([]);
    actor.send({ type: 'user.choose', questionId: 1, key: 'A' });
    actor.send({ type: 'user.check', questionId: 1 });
    expect(actor.getSnapshot().hasTag('checking')).toBe(true);
    await vi.waitFor(() => expect(actor.getSnapshot().hasTag('answering')).toBe(true));
    expect(checked).toEqual([{ questionId: 1, answer: 'A' }]);
    expect(actor.getSnapshot().context.markings['1']).toMatchObject({ isCorrect: false, rightAnswer: 'B' });
    actor.send({ type: 'user.choose', questionId: 1, key: 'B' });
    expect(actor.getSnapshot().context.answers['1']).toBe('A');
  });

  it('clears a marked question on try again so it can be answered and checked afresh', async () => {
    let attempts = 0;
    const { actor } = practise(async ({ answer }) => marking(answer, answer === 'B', ++attempts));
    actor.send({ type: 'user.choose', questionId: 1, key: 'C' });
    actor.send({ type: 'user.check', questionId: 1 });
    await vi.waitFor(() => expect(actor.getSnapshot().context.markings['1']).toBeDefined());
    actor.send({ type: 'user.tryAgain', questionId: 1 });
    expect(actor.getSnapshot().context.markings['1']).toBeUndefined();
    expect(actor.getSnapshot().context.answers['1']).toBeUndefined();
    actor.send({ type: 'user.choose', questionId: 1, key: 'B' });
    actor.send({ type: 'user.check', questionId: 1 });
    await vi.waitFor(() => expect(actor.getSnapshot().context.markings['1']).toMatchObject({ isCorrect: true, attempts: 2 }));
  });

  it('does not check a fill-in question until every blank has text', () => {
    const { actor, checked } = practise(async ({ answer }) => marking(answer, true));
    actor.send({ type: 'user.fillBlank', questionId: 5, blank: 0, value: '3' });
    actor.send({ type: 'user.check', questionId: 5 });
    expect(actor.getSnapshot().hasTag('checking')).toBe(false);
    expect(checked).toEqual([]);
  });

  it('keeps the answer and shows the message when a check fails', async () => {
    const { actor } = practise(async () => {
      throw new Error('这道题不属于本课时');
    });
    actor.send({ type: 'user.choose', questionId: 2, key: 'D' });
    actor.send({ type: 'user.check', questionId: 2 });
    await vi.waitFor(() => expect(actor.getSnapshot().context.error).toBe('这道题不属于本课时'));
    expect(actor.getSnapshot().hasTag('answering')).toBe(true);
    expect(actor.getSnapshot().context.answers['2']).toBe('D');
    expect(actor.getSnapshot().context.markings['2']).toBeUndefined();
  });

  it('has no clock and no hand-in: time never runs out and submit is ignored', () => {
    const { actor } = practise(async ({ answer }) => marking(answer, true));
    vi.advanceTimersByTime(3_600_000);
    actor.send({ type: 'timer.tick', nowMs: Date.now() });
    actor.send({ type: 'user.submit' });
    expect(actor.getSnapshot().hasTag('answering')).toBe(true);
  });

  it('starts from the markings already on record', () => {
    const actor = createActor(sittingMachine, {
      input: {
        sittingId: 0,
        questions,
        answers: { '1': 'A' },
        deadlineMs: null,
        nowMs: Date.now(),
        markings: { '1': marking('A', false, 3) },
      },
    }).start();
    expect(actor.getSnapshot().context.markings['1']?.attempts).toBe(3);
    actor.send({ type: 'user.choose', questionId: 1, key: 'B' });
    expect(actor.getSnapshot().context.answers['1']).toBe('A');
  });
});

/**
 * Sitting a test paper (/e/exercise-test-paper).
 *
 * States:
 * - sitting: the clock runs (actor clock sends timer.tick; secondsLeft follows the deadline, and at 0 →
 *   timedOut). Every answer event stores the answer and calls persistAnswers({ answers }) so the sheet
 *   survives a reload (the page keeps it on the device and on the server): user.choose (single choice),
 *   user.toggleOption (multiple choice: adds or removes one option, kept in key order; the last one
 *   removed leaves the question unanswered) and user.fillBlank (fill-in: the text of one blank).
 *   Scoring happens on the server only.
 *   - answering (tag answering): one question at a time or the whole sheet (user.layoutChanged);
 *     user.goTo / user.next / user.previous move; user.review → reviewing; user.submit → confirming
 *   - reviewing (tag reviewing): the answer card with unanswered questions marked; user.goTo → answering
 *     on that question; user.backToAnswering → answering; user.submit → confirming
 *   - confirming (tag confirming): "submit now?" with the number unanswered; user.confirmSubmit →
 *     submitting; user.cancelSubmit → answering
 * - submitting (tag submitting): submit answers with the report id → submitted; failure → failed
 * - timedOut (tag timedOut, tag submitting): time is up, the saved sheet is handed in without asking;
 *   → submitted or failed
 * - failed (tag failed): the message is shown; user.retry → submitting
 * - submitted (final, tag submitted): notifySubmitted({ reportId }) — the page opens the report.
 *
 * Practice (deadlineMs null: a lesson's exercises, the wrong-answer book) uses the same states and answer events
 * without a clock or a hand-in: user.check on an answered question → checking (tag checking) invokes check, whose
 * marking (right or wrong, the right answer, the explanation, attempts so far) is kept in markings and locks the
 * question; user.tryAgain clears that question's answer and marking for another attempt. A failed check shows its
 * message and leaves the answer as it was.
 *
 * Provided by the app: actors clock (ticks), submit (sitting/submit) and, for practice, check (marks one answer);
 * actions persistAnswers and notifySubmitted.
 */
import { assign, fromCallback, setup } from 'xstate';
import { providedByApp } from '../shared/providedByApp';
import { secondsUntil } from './rules';
import type {
  OptionKey,
  PracticeMarking,
  SheetAnswer,
  SittingContext,
  SittingEvent,
  SittingInput,
  SittingQuestion,
  SittingTag,
} from './types';

/** Real time: one tick a second, carrying the device clock. */
export const secondClock = fromCallback<SittingEvent>(({ sendBack }) => {
  const timer = setInterval(() => sendBack({ type: 'timer.tick', nowMs: Date.now() }), 1000);
  return () => clearInterval(timer);
});

/**
 * Whether a question counts as answered on the answer card: an option chosen (single), at least one option
 * (multiple), every blank filled (fill-in; a half-filled question is still shown as unanswered).
 */
export function isAnswered(question: Pick<SittingQuestion, 'kind' | 'blankCount'>, answer: SheetAnswer | undefined): boolean {
  if (answer === undefined) return false;
  if (question.kind === 'fill') {
    return (
      Array.isArray(answer) &&
      question.blankCount > 0 &&
      Array.from({ length: question.blankCount }, (_, i) => answer[i] ?? '').every((text) => text.trim() !== '')
    );
  }
  return typeof answer === 'string' ? answer !== '' : answer.length > 0;
}

export function unansweredCount(context: Pick<SittingContext, 'questions' | 'answers'>): number {
  return context.questions.filter((q) => !isAnswered(q, context.answers[String(q.id)])).length;
}

/** Multiple choice: the option added or removed, the set kept in key order. */
export function toggledOption(answer: SheetAnswer | undefined, key: OptionKey): string[] {
  const chosen = new Set(Array.isArray(answer) ? answer : []);
  if (chosen.has(key)) chosen.delete(key);
  else chosen.add(key);
  return [...chosen].sort();
}

/** Fill-in: the blank's new text, the others kept; the list always has one entry per blank. */
export function filledBlank(answer: SheetAnswer | undefined, blankCount: number, blank: number, value: string): string[] {
  const texts = Array.from({ length: blankCount }, (_, i) => (Array.isArray(answer) ? (answer[i] ?? '') : ''));
  if (blank >= 0 && blank < blankCount) texts[blank] = value;
  return texts;
}

const questionOf = (context: SittingContext, id: number) => context.questions.find((q) => q.id === id);

/** Drops the question's entry when nothing is left, so an emptied answer is not sent as one. */
function withAnswer(answers: Record<string, SheetAnswer>, id: number, answer: string[]): Record<string, SheetAnswer> {
  const rest = without(answers, id);
  return answer.some((item) => item !== '') ? { ...rest, [String(id)]: answer } : rest;
}

/** Practice: an answer may change until it is marked, and not while it is being marked. */
function isOpen(context: SittingContext, questionId: number): boolean {
  return context.markings[String(questionId)] === undefined && context.checkingId !== questionId;
}

const openOfKind = (context: SittingContext, event: SittingEvent, kind: SittingQuestion['kind']) =>
  'questionId' in event && questionOf(context, event.questionId)?.kind === kind && isOpen(context, event.questionId);

const clamp = (index: number, context: SittingContext) => Math.min(Math.max(index, 0), Math.max(context.questions.length - 1, 0));

export const sittingMachine = setup({
  types: {
    context: {} as SittingContext,
    events: {} as SittingEvent,
    input: {} as SittingInput,
    tags: {} as SittingTag,
  },
  actors: {
    clock: secondClock,
    submit: providedByApp<{ reportId: number }, { sittingId: number; answers: Record<string, SheetAnswer> }>('submit'),
    check: providedByApp<PracticeMarking, { questionId: number; answer: SheetAnswer }>('check'),
  },
  actions: {
    persistAnswers: (_, _params: { answers: Record<string, SheetAnswer> }) => {},
    notifySubmitted: (_, _params: { reportId: number }) => {},
  },
  guards: {
    isTimed: ({ context }) => context.deadlineMs !== null,
    isTimeUp: ({ context }) => context.deadlineMs !== null && context.secondsLeft <= 0,
    isSingleChoice: ({ context, event }) => openOfKind(context, event, 'single'),
    isMultipleChoice: ({ context, event }) => openOfKind(context, event, 'multiple'),
    isFillIn: ({ context, event }) => openOfKind(context, event, 'fill'),
    canCheck: ({ context, event }) => {
      if (context.deadlineMs !== null || !('questionId' in event)) return false;
      const question = questionOf(context, event.questionId);
      return question !== undefined && isOpen(context, question.id) && isAnswered(question, context.answers[String(question.id)]);
    },
    isMarked: ({ context, event }) => 'questionId' in event && context.markings[String(event.questionId)] !== undefined,
  },
}).createMachine({
  id: 'evaluationSitting',
  context: ({ input }) => ({
    ...input,
    current: 0,
    layout: 'single',
    secondsLeft: input.deadlineMs === null ? 0 : secondsUntil(input.deadlineMs, input.nowMs),
    reportId: null,
    error: null,
    markings: input.markings ?? {},
    checkingId: null,
  }),
  initial: 'sitting',
  states: {
    sitting: {
      invoke: { src: 'clock' },
      always: { guard: 'isTimeUp', target: 'timedOut' },
      on: {
        'timer.tick': {
          guard: 'isTimed',
          actions: assign({ secondsLeft: ({ context, event }) => secondsUntil(context.deadlineMs ?? event.nowMs, event.nowMs) }),
        },
        // Each answer event only applies to a question of its kind; the others are ignored.
        'user.choose': {
          guard: 'isSingleChoice',
          actions: [
            assign({ answers: ({ context, event }) => ({ ...context.answers, [String(event.questionId)]: event.key }) }),
            { type: 'persistAnswers', params: ({ context }) => ({ answers: context.answers }) },
          ],
        },
        'user.toggleOption': {
          guard: 'isMultipleChoice',
          actions: [
            assign({
              answers: ({ context, event }) =>
                withAnswer(
                  context.answers,
                  event.questionId,
                  toggledOption(context.answers[String(event.questionId)], event.key),
                ),
            }),
            { type: 'persistAnswers', params: ({ context }) => ({ answers: context.answers }) },
          ],
        },
        'user.fillBlank': {
          guard: 'isFillIn',
          actions: [
            assign({
              answers: ({ context, event }) =>
                withAnswer(
                  context.answers,
                  event.questionId,
                  filledBlank(
                    context.answers[String(event.questionId)],
                    questionOf(context, event.questionId)?.blankCount ?? 0,
                    event.blank,
                    event.value.slice(0, 100),
                  ),
                ),
            }),
            { type: 'persistAnswers', params: ({ context }) => ({ answers: context.answers }) },
          ],
        },
      },
      initial: 'answering',
      states: {
        answering: {
          tags: ['answering'],
          on: {
            'user.goTo': { actions: assign({ current: ({ context, event }) => clamp(event.index, context) }) },
            'user.next': { actions: assign({ current: ({ context }) => clamp(context.current + 1, context) }) },
            'user.previous': { actions: assign({ current: ({ context }) => clamp(context.current - 1, context) }) },
            'user.layoutChanged': { actions: assign({ layout: ({ event }) => event.layout }) },
            'user.review': 'reviewing',
            'user.submit': { guard: 'isTimed', target: 'confirming' },
            'user.check': {
              guard: 'canCheck',
              target: 'checking',
              actions: assign({ checkingId: ({ event }) => event.questionId, error: null }),
            },
            'user.tryAgain': {
              guard: 'isMarked',
              actions: [
                assign({
                  markings: ({ context, event }) => without(context.markings, event.questionId),
                  answers: ({ context, event }) => without(context.answers, event.questionId),
                  error: null,
                }),
                { type: 'persistAnswers', params: ({ context }) => ({ answers: context.answers }) },
              ],
            },
          },
        },
        checking: {
          tags: ['checking'],
          invoke: {
            src: 'check',
            input: ({ context }) => ({
              questionId: context.checkingId ?? 0,
              answer: context.answers[String(context.checkingId)] ?? '',
            }),
            onDone: {
              target: 'answering',
              actions: assign({
                markings: ({ context, event }) => ({ ...context.markings, [String(context.checkingId)]: event.output }),
                checkingId: null,
              }),
            },
            onError: {
              target: 'answering',
              actions: assign({ error: ({ event }) => messageOf(event.error, CHECK_FAILED), checkingId: null }),
            },
          },
          on: {
            'user.goTo': { actions: assign({ current: ({ context, event }) => clamp(event.index, context) }) },
            'user.next': { actions: assign({ current: ({ context }) => clamp(context.current + 1, context) }) },
            'user.previous': { actions: assign({ current: ({ context }) => clamp(context.current - 1, context) }) },
          },
        },
        reviewing: {
          tags: ['reviewing'],
          on: {
            'user.goTo': {
              target: 'answering',
              actions: assign({ current: ({ context, event }) => clamp(event.index, context) }),
            },
            'user.backToAnswering': 'answering',
            'user.submit': { guard: 'isTimed', target: 'confirming' },
          },
        },
        confirming: {
          tags: ['confirming'],
          on: {
            'user.confirmSubmit': '#evaluationSitting.submitting',
            'user.cancelSubmit': 'answering',
          },
        },
      },
    },
    submitting: {
      tags: ['submitting'],
      invoke: {
        src: 'submit',
        input: ({ context }) => ({ sittingId: context.sittingId, answers: context.answers }),
        onDone: { target: 'submitted', actions: assign({ reportId: ({ event }) => event.output.reportId }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
    },
    timedOut: {
      tags: ['timedOut', 'submitting'],
      invoke: {
        src: 'submit',
        input: ({ context }) => ({ sittingId: context.sittingId, answers: context.answers }),
        onDone: { target: 'submitted', actions: assign({ reportId: ({ event }) => event.output.reportId }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
    },
    failed: {
      tags: ['failed'],
      on: { 'user.retry': { target: 'submitting', actions: assign({ error: null }) } },
    },
    submitted: {
      type: 'final',
      tags: ['submitted'],
      entry: { type: 'notifySubmitted', params: ({ context }) => ({ reportId: context.reportId ?? 0 }) },
    },
  },
});

const SUBMIT_FAILED = '交卷失败，请检查网络后重试';
const CHECK_FAILED = '判分失败，请检查网络后重试';

function messageOf(error: unknown, fallback = SUBMIT_FAILED): string {
  return error instanceof Error && error.message ? error.message : fallback;
}

/** The record without one question's entry. */
function without<Value>(record: Record<string, Value>, questionId: number): Record<string, Value> {
  const { [String(questionId)]: _dropped, ...rest } = record;
  return rest;
}

export type SittingMachine = typeof sittingMachine;

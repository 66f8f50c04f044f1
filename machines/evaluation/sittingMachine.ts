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
 * Provided by the app: actors clock (ticks) and submit (sitting/submit); actions persistAnswers and
 * notifySubmitted.
 */
import { assign, fromCallback, setup } from 'xstate';
import { providedByApp } from '../shared/providedByApp';
import { secondsUntil } from './rules';
import type { OptionKey, SheetAnswer, SittingContext, SittingEvent, SittingInput, SittingQuestion, SittingTag } from './types';

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
  const { [String(id)]: _old, ...rest } = answers;
  return answer.some((item) => item !== '') ? { ...rest, [String(id)]: answer } : rest;
}

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
  },
  actions: {
    persistAnswers: (_, _params: { answers: Record<string, SheetAnswer> }) => {},
    notifySubmitted: (_, _params: { reportId: number }) => {},
  },
  guards: {
    isTimeUp: ({ context }) => context.secondsLeft <= 0,
    isSingleChoice: ({ context, event }) => 'questionId' in event && questionOf(context, event.questionId)?.kind === 'single',
    isMultipleChoice: ({ context, event }) => 'questionId' in event && questionOf(context, event.questionId)?.kind === 'multiple',
    isFillIn: ({ context, event }) => 'questionId' in event && questionOf(context, event.questionId)?.kind === 'fill',
  },
}).createMachine({
  id: 'evaluationSitting',
  context: ({ input }) => ({
    ...input,
    current: 0,
    layout: 'single',
    secondsLeft: secondsUntil(input.deadlineMs, input.nowMs),
    reportId: null,
    error: null,
  }),
  initial: 'sitting',
  states: {
    sitting: {
      invoke: { src: 'clock' },
      always: { guard: 'isTimeUp', target: 'timedOut' },
      on: {
        'timer.tick': { actions: assign({ secondsLeft: ({ context, event }) => secondsUntil(context.deadlineMs, event.nowMs) }) },
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
            'user.submit': 'confirming',
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
            'user.submit': 'confirming',
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

function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : '交卷失败，请检查网络后重试';
}

export type SittingMachine = typeof sittingMachine;

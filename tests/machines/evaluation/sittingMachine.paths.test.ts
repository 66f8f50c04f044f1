import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import {
  sittingMachine,
  type PracticeMarking,
  type SheetAnswer,
  type SittingContext,
  type SittingEvent,
  type SittingInput,
  type SittingQuestion,
} from '@machines/evaluation';
import {
  callDone,
  callError,
  modelPaths,
  replayPaths,
  restingLeafIds,
  visitedLeafIds,
  withDeskCalls,
  type ModelEvent,
  type ModelPath,
  snapshotView,
} from '../sms/pathReplay';

const options = (['A', 'B', 'C', 'D'] as const).map((key) => ({ key, text: key }));
const question = (id: number, kind: SittingQuestion['kind'], blankCount = 0): SittingQuestion => ({
  id,
  kind,
  question: `第${id}题`,
  knowledgePoint: '分数',
  options: kind === 'fill' ? [] : options,
  blankCount,
});
const single = question(1, 'single');
const multiple = question(2, 'multiple');
const fill = question(3, 'fill', 2);

/** Each graph has two questions (their answers, positions and layouts multiply its states): the exam walks fill-ins, practice multiple choice. */

/** The device clock when the paper opens; the exam has two seconds left so both ticks are on the graph. */
const OPENED_AT = Date.UTC(2026, 10, 25, 2, 0, 0);

const exam: SittingInput = {
  sittingId: 301,
  questions: [single, fill],
  answers: {},
  deadlineMs: OPENED_AT + 2_000,
  nowMs: OPENED_AT,
};
const practice: SittingInput = { sittingId: 302, questions: [single, multiple], answers: {}, deadlineMs: null, nowMs: OPENED_AT };

const marking = (isCorrect: boolean): PracticeMarking => ({
  answer: 'A',
  isCorrect,
  blankResults: [],
  rightAnswer: isCorrect ? 'A' : 'B',
  analysis: '通分后比较分子。',
  attempts: 1,
});

const moving: ModelEvent[] = [
  { type: 'user.goTo', index: 1 },
  { type: 'user.previous' },
  { type: 'user.layoutChanged', layout: 'sheet' },
  { type: 'user.layoutChanged', layout: 'single' },
  { type: 'user.review' },
  { type: 'user.backToAnswering' },
];

const examEvents: ModelEvent[] = [
  ...moving,
  { type: 'user.choose', questionId: single.id, key: 'A' },
  { type: 'user.fillBlank', questionId: fill.id, blank: 0, value: '3/4' },
  { type: 'user.fillBlank', questionId: fill.id, blank: 1, value: '0.75' },
  { type: 'user.submit' },
  { type: 'user.confirmSubmit' },
  { type: 'user.cancelSubmit' },
  { type: 'user.retry' },
  { type: 'timer.tick', nowMs: OPENED_AT + 1_000 },
  { type: 'timer.tick', nowMs: OPENED_AT + 2_000 },
  ...['evaluationSitting.submitting', 'evaluationSitting.timedOut'].flatMap((state) => [
    callDone(sittingMachine, state, { reportId: 88 }),
    callError(sittingMachine, state, new Error('试卷已关闭')),
    callError(sittingMachine, state, { cause: 'aborted' }),
  ]),
];

const CHECKING = 'evaluationSitting.sitting.checking';
const practiceEvents: ModelEvent[] = [
  ...moving,
  { type: 'user.toggleOption', questionId: multiple.id, key: 'C' },
  { type: 'user.choose', questionId: single.id, key: 'A' },
  { type: 'user.toggleOption', questionId: multiple.id, key: 'A' },
  ...[single.id, multiple.id].flatMap((questionId) => [
    { type: 'user.check', questionId },
    { type: 'user.tryAgain', questionId },
  ]),
  callDone(sittingMachine, CHECKING, marking(true)),
  callDone(sittingMachine, CHECKING, marking(false)),
  callError(sittingMachine, CHECKING, new Error('网络连接失败')),
];

const view = snapshotView();

const pathsBySitting = [
  {
    name: 'an exam against the clock',
    input: exam,
    paths: modelPaths(sittingMachine, { input: exam, events: examEvents, view }),
  },
  {
    name: 'practice',
    input: practice,
    paths: modelPaths(sittingMachine, { input: practice, events: practiceEvents, view }),
  },
];

/** The sheet the page last kept: what the path's answers are once it has been replayed. */
const sheetOf = (path: ModelPath) => (path.state.context as SittingContext).answers;

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(OPENED_AT);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('sitting machine paths', () => {
  it('reaches every state of a sitting from an exam and from practice', () => {
    const visited = pathsBySitting.flatMap(({ paths }) => visitedLeafIds(sittingMachine, paths));
    expect([...new Set(visited)].sort()).toEqual(restingLeafIds(sittingMachine));
  });

  it('hands the exam in by itself when the time is up, and never asks to hand practice in', () => {
    const [examPaths, practicePaths] = pathsBySitting.map(({ paths }) => paths);
    const timedOut = examPaths?.filter((path) => path.state.matches('timedOut')) ?? [];
    expect(timedOut.length).toBeGreaterThan(0);
    expect(timedOut.every((path) => (path.state.context as SittingContext).secondsLeft === 0)).toBe(true);
    const practiceStates = new Set(practicePaths?.map((path) => Object.keys(path.state.value)[0] ?? ''));
    expect([...practiceStates]).toEqual(['sitting']);
  });

  it.each(pathsBySitting.map(({ name, input, paths }) => [name, input, paths] as const))(
    'replays every shortest path of %s on the running machine, its clock ticking on a fake clock',
    async (_name, input, paths) => {
      expect(paths.length).toBeGreaterThan(50);
      await replayPaths(
        paths,
        (desk) => {
          vi.setSystemTime(OPENED_AT);
          const persisted: Array<Record<string, SheetAnswer>> = [];
          const submitted: number[] = [];
          const machine = withDeskCalls(sittingMachine, desk, ['submit', 'check']).provide({
            actions: {
              persistAnswers: (_, params) => persisted.push(params.answers),
              notifySubmitted: (_, params) => submitted.push(params.reportId),
            },
          });
          return {
            actor: createActor(machine, { input }).start(),
            ended: (path) => {
              // The sheet survives a reload: the page holds every answer as the machine does.
              expect(persisted.at(-1) ?? input.answers).toEqual(sheetOf(path));
              expect(submitted).toEqual(path.state.matches('submitted') ? [88] : []);
            },
          };
        },
        {
          view,
          // The machine's own clock sends the tick once the fake clock reaches its time.
          stimulate: async (event) => {
            if (event.type !== 'timer.tick') return false;
            const { nowMs } = event as Extract<SittingEvent, { type: 'timer.tick' }>;
            if (nowMs <= Date.now()) return false;
            await vi.advanceTimersByTimeAsync(nowMs - Date.now());
            return true;
          },
        },
      );
    },
    60_000,
  );
});

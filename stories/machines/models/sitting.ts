import { sittingMachine, type PracticeMarking, type SittingInput, type SittingQuestion } from '@machines/evaluation';
import { named, type MachineModel, type ModelEvent } from '../graph/machineModel';
import { invokeIdIn, silentFailure } from './samples';

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

/** The device clock when the paper opens (fixed, so the page starts alike every time); the exam has two seconds left. */
const OPENED_AT = Date.UTC(2026, 10, 25, 2, 0, 0);

const moving: ModelEvent[] = [
  named('to question 2', { type: 'user.goTo', index: 1 }),
  { type: 'user.previous' },
  named('whole sheet', { type: 'user.layoutChanged', layout: 'sheet' }),
  named('one at a time', { type: 'user.layoutChanged', layout: 'single' }),
  { type: 'user.review' },
  { type: 'user.backToAnswering' },
];

const submitAnswers = (stateId: string) => {
  const id = invokeIdIn(sittingMachine, stateId);
  return [
    named('report 88', { type: `xstate.done.actor.${id}`, output: { reportId: 88 } }),
    named('试卷已关闭', { type: `xstate.error.actor.${id}`, error: new Error('试卷已关闭') }),
    named('aborted, no message', { type: `xstate.error.actor.${id}`, error: silentFailure }),
  ];
};

/** An exam against the clock, two questions (single choice and a fill-in of two blanks), two seconds left. */
export const sittingModel: MachineModel = {
  machine: sittingMachine,
  input: {
    sittingId: 301,
    questions: [single, fill],
    answers: {},
    deadlineMs: OPENED_AT + 2_000,
    nowMs: OPENED_AT,
  } satisfies SittingInput,
  events: [
    ...moving,
    named('A on question 1', { type: 'user.choose', questionId: single.id, key: 'A' }),
    named('blank 1 of question 3', { type: 'user.fillBlank', questionId: fill.id, blank: 0, value: '3/4' }),
    named('blank 2 of question 3', { type: 'user.fillBlank', questionId: fill.id, blank: 1, value: '0.75' }),
    { type: 'user.submit' },
    { type: 'user.confirmSubmit' },
    { type: 'user.cancelSubmit' },
    { type: 'user.retry' },
    named('1 s later', { type: 'timer.tick', nowMs: OPENED_AT + 1_000 }),
    named('2 s later: time is up', { type: 'timer.tick', nowMs: OPENED_AT + 2_000 }),
    ...submitAnswers('evaluationSitting.submitting'),
    ...submitAnswers('evaluationSitting.timedOut'),
  ],
};

const CHECKING = invokeIdIn(sittingMachine, 'evaluationSitting.sitting.checking');
const marking = (isCorrect: boolean): PracticeMarking => ({
  answer: 'A',
  isCorrect,
  blankResults: [],
  rightAnswer: isCorrect ? 'A' : 'B',
  analysis: '通分后比较分子。',
  attempts: 1,
});

/** Practice (no clock, no hand-in): a single and a multiple choice, each answer checked by the server. */
export const sittingPracticeModel: MachineModel = {
  machine: sittingMachine,
  input: {
    sittingId: 302,
    questions: [single, multiple],
    answers: {},
    deadlineMs: null,
    nowMs: OPENED_AT,
  } satisfies SittingInput,
  events: [
    ...moving,
    named('C on question 2', { type: 'user.toggleOption', questionId: multiple.id, key: 'C' }),
    named('A on question 1', { type: 'user.choose', questionId: single.id, key: 'A' }),
    named('A on question 2', { type: 'user.toggleOption', questionId: multiple.id, key: 'A' }),
    ...[single.id, multiple.id].flatMap((questionId) => [
      named(`question ${questionId}`, { type: 'user.check', questionId }),
      named(`question ${questionId}`, { type: 'user.tryAgain', questionId }),
    ]),
    named('right', { type: `xstate.done.actor.${CHECKING}`, output: marking(true) }),
    named('wrong', { type: `xstate.done.actor.${CHECKING}`, output: marking(false) }),
    named('网络连接失败', { type: `xstate.error.actor.${CHECKING}`, error: new Error('网络连接失败') }),
  ],
};

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, type AnyMachineSnapshot } from 'xstate';
import { gradeFlowMachine, gradeFlowStateIds, type GradeFlowInput } from '@machines/grade';
import { createCallDesk, modelPaths, replayPath, restingLeafIds, visitedLeafIds, type ModelEvent } from '../sms/pathReplay';
import { gradeAnswers, gradeFlowWithDesk, inputs } from './harness';

const noAnswer = new Error('网络连接失败');

const events: ModelEvent[] = [
  { type: 'user.retry' },
  { type: 'user.gradePicked', gradeName: '初二' },
  { type: 'user.gradePicked', gradeName: '大一' },
  { type: 'user.acknowledge' },
  { type: 'xstate.done.actor.loadGradeSelection', output: gradeAnswers.list },
  { type: 'xstate.done.actor.loadGradeSelection', output: gradeAnswers.emptyList },
  { type: 'xstate.done.actor.loadGradeSelection', output: gradeAnswers.listRefused },
  { type: 'xstate.error.actor.loadGradeSelection', error: noAnswer },
  { type: 'xstate.done.actor.saveGrade', output: gradeAnswers.saved },
  { type: 'xstate.done.actor.saveGrade', output: gradeAnswers.refused },
  { type: 'xstate.error.actor.saveGrade', error: noAnswer },
  { type: 'xstate.done.actor.acknowledgeUpgrade', output: gradeAnswers.saved },
  { type: 'xstate.done.actor.acknowledgeUpgrade', output: gradeAnswers.refused },
  { type: 'xstate.error.actor.acknowledgeUpgrade', error: noAnswer },
];

const view = (snapshot: AnyMachineSnapshot) => ({
  value: snapshot.value,
  status: snapshot.status,
  context: snapshot.context,
  output: snapshot.output,
  tags: [...snapshot.tags].sort(),
});

const starts = Object.entries(inputs) as Array<[string, GradeFlowInput]>;
const pathsByStart = starts.map(([name, input]) => ({
  name,
  input,
  paths: modelPaths(gradeFlowMachine, { input, events, view }),
}));

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('grade flow machine paths', () => {
  it('lists exactly the states of the machine for stories', () => {
    expect([...gradeFlowStateIds].sort()).toEqual(restingLeafIds(gradeFlowMachine));
  });

  it('reaches every state from the three kinds of user', () => {
    const visited = pathsByStart.flatMap(({ paths }) => visitedLeafIds(gradeFlowMachine, paths));
    expect([...new Set(visited)].sort()).toEqual(restingLeafIds(gradeFlowMachine));
  });

  it.each(pathsByStart.map(({ name, input, paths }) => [name, input, paths] as const))(
    'replays every shortest path from a user with %s on the running machine',
    async (_name, input, paths) => {
      expect(paths.length).toBeGreaterThan(0);
      for (const path of paths) {
        const desk = createCallDesk();
        const actor = createActor(gradeFlowWithDesk(desk).machine, { input }).start();
        await replayPath(actor, desk, path, { view });
        actor.stop();
      }
    },
  );
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, type AnyMachineSnapshot } from 'xstate';
import { adviserMachine, adviserStateIds } from '@machines/adviser';
import { createCallDesk, modelPaths, replayPath, restingLeafIds, visitedLeafIds, type ModelEvent } from '../sms/pathReplay';
import { adviserAnswers, adviserWithDesk } from './harness';

const input = { appUUId: 'RS4001' };

const events: ModelEvent[] = [
  { type: 'adviser.show' },
  { type: 'adviser.show', appUUId: 'RS4002' },
  { type: 'adviser.hide' },
  { type: 'xstate.after.lookupDebounce.adviser.waiting' },
  { type: 'xstate.done.actor.findAdviser', output: adviserAnswers.found },
  { type: 'xstate.done.actor.findAdviser', output: adviserAnswers.none },
  { type: 'xstate.done.actor.findAdviser', output: adviserAnswers.refused },
  { type: 'xstate.error.actor.findAdviser', error: new Error('网络连接失败') },
  { type: 'user.retry' },
  { type: 'copy.succeeded' },
  { type: 'copy.failed' },
];

const view = (snapshot: AnyMachineSnapshot) => ({
  value: snapshot.value,
  status: snapshot.status,
  context: snapshot.context,
  tags: [...snapshot.tags].sort(),
});

const paths = modelPaths(adviserMachine, { input, events, view });

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('adviser machine paths', () => {
  it('lists exactly the states of the machine for stories', () => {
    expect([...adviserStateIds].sort()).toEqual(restingLeafIds(adviserMachine));
  });

  it('reaches every state of the adviser modal', () => {
    expect(visitedLeafIds(adviserMachine, paths)).toEqual(restingLeafIds(adviserMachine));
  });

  it('replays every shortest path on the running machine with the debounce on a fake clock', async () => {
    expect(paths.length).toBeGreaterThan(6);
    for (const path of paths) {
      const desk = createCallDesk();
      const actor = createActor(adviserWithDesk(desk).machine, { input }).start();
      await replayPath(actor, desk, path, { delays: { lookupDebounce: 250 }, view });
      actor.stop();
    }
  });
});

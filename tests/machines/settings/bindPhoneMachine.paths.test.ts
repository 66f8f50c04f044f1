import { describe, expect, it } from 'vitest';
import { type AnyMachineSnapshot } from 'xstate';
import { bindPhoneMachine, bindPhoneStateIds, canBindPhone, type BindPhoneContext } from '@machines/settings';
import {
  bindAnswers,
  bindInput,
  bindPhoneWithDesk,
  codeRegionOf,
  currentPhone,
  newPhone,
  noAnswer,
  senderMoves,
  replaySettingsSmsFlow,
  silentFailure,
} from '../settingsHarness';
import {
  modelPaths,
  restingLeafIds,
  timesEntered,
  visitedLeafIds,
  type ModelEvent,
  useFakeClock,
  snapshotView,
} from '../sms/pathReplay';

const events: ModelEvent[] = [
  { type: 'user.phoneChanged', value: newPhone },
  { type: 'user.phoneChanged', value: currentPhone },
  { type: 'user.smsCodeChanged', value: '482913' },
  { type: 'user.passwordChanged', value: 'Secret@123' },
  { type: 'user.submit' },
  { type: 'user.restart' },
  { type: 'xstate.done.actor.bindPhone', output: bindAnswers.accepted },
  { type: 'xstate.done.actor.bindPhone', output: bindAnswers.refused },
  { type: 'xstate.error.actor.bindPhone', error: noAnswer },
  { type: 'xstate.error.actor.bindPhone', error: silentFailure },
];

/** The sender starts only for a phone the flow accepts; then it moves as its own machine allows. */
const eventsIn = (snapshot: AnyMachineSnapshot) => {
  const code = codeRegionOf(snapshot) ?? '';
  const context = snapshot.context as BindPhoneContext;
  const moves = code === 'ready' && !canBindPhone(context) ? [] : (senderMoves(context.phone)[code] ?? []);
  return [...events, ...moves];
};

/** The sender's own details are walked by its path test; the graph compares the flow's state. */
const view = snapshotView('smsSender');

const paths = modelPaths(bindPhoneMachine, { input: bindInput, events: eventsIn, view });

useFakeClock();

describe('bind phone machine paths', () => {
  it('lists exactly the states of the phone change for stories', () => {
    expect([...bindPhoneStateIds].sort()).toEqual(restingLeafIds(bindPhoneMachine));
  });

  it('reaches every state of the phone change from the empty form', () => {
    expect(visitedLeafIds(bindPhoneMachine, paths)).toEqual(restingLeafIds(bindPhoneMachine));
  });

  it('never sends the account its own phone as the new one', () => {
    const sent = paths.filter((path) => path.state.hasTag('submitting')).map((path) => path.state.context as BindPhoneContext);
    expect(sent.length).toBeGreaterThan(0);
    expect(sent.filter((context) => context.phone === context.currentPhone)).toEqual([]);
  });

  it('replays every shortest path on the running machine, reporting the new phone each time it is bound', async () => {
    expect(paths.length).toBeGreaterThan(20);
    await replaySettingsSmsFlow(paths, { withDesk: bindPhoneWithDesk, input: bindInput }, view, (effects, path) =>
      expect(effects.userUpdated.mock.calls).toEqual(
        Array.from({ length: timesEntered(path, 'done') }, () => [{ changes: { phone: newPhone } }]),
      ),
    );
  });
});

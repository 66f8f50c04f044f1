import { describe, expect, it } from 'vitest';
import { type AnyMachineSnapshot } from 'xstate';
import { resetPasswordMachine, resetPasswordStateIds, type ResetPasswordContext } from '@machines/settings';
import {
  codeRegionOf,
  currentPhone,
  noAnswer,
  resetAnswers,
  resetInput,
  resetPasswordWithDesk,
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
  { type: 'user.smsCodeChanged', value: '482913' },
  { type: 'user.passwordChanged', value: 'Newpass2026' },
  { type: 'user.confirmPasswordChanged', value: 'Newpass2026' },
  { type: 'user.confirmPasswordChanged', value: 'Newpass2027' },
  { type: 'user.submit' },
  { type: 'xstate.done.actor.resetPassword', output: resetAnswers.accepted },
  { type: 'xstate.done.actor.resetPassword', output: resetAnswers.refused },
  { type: 'xstate.error.actor.resetPassword', error: noAnswer },
  { type: 'xstate.error.actor.resetPassword', error: silentFailure },
];

/** The code goes to the account's own phone; once the password is reset nothing more happens. */
const moves = senderMoves(currentPhone);
const eventsIn = (snapshot: AnyMachineSnapshot) =>
  snapshot.status === 'done' ? [] : [...events, ...(moves[codeRegionOf(snapshot) ?? ''] ?? [])];

/** The sender's own details are walked by its path test; the graph compares the flow's state. */
const view = snapshotView('smsSender');

const paths = modelPaths(resetPasswordMachine, { input: resetInput, events: eventsIn, view });

useFakeClock();

describe('reset password machine paths', () => {
  it('lists exactly the states of the password reset for stories', () => {
    expect([...resetPasswordStateIds].sort()).toEqual(restingLeafIds(resetPasswordMachine));
  });

  it('reaches every state of the password reset from the empty form', () => {
    expect(visitedLeafIds(resetPasswordMachine, paths)).toEqual(restingLeafIds(resetPasswordMachine));
  });

  it('sends only a new password typed twice alike', () => {
    const sent = paths
      .filter((path) => path.state.hasTag('submitting'))
      .map((path) => path.state.context as ResetPasswordContext);
    expect(sent.length).toBeGreaterThan(0);
    expect(sent.filter((context) => context.password !== context.confirmPassword)).toEqual([]);
  });

  it('replays every shortest path on the running machine, ending the session only once the password is reset', async () => {
    expect(paths.length).toBeGreaterThan(20);
    await replaySettingsSmsFlow(paths, { withDesk: resetPasswordWithDesk, input: resetInput }, view, (effects, path) =>
      expect(effects.passwordReset).toHaveBeenCalledTimes(timesEntered(path, 'done')),
    );
  });
});

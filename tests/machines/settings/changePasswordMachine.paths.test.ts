import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { changePasswordMachine, changePasswordStateIds } from '@machines/settings';
import { changeAnswers, changePasswordWithDesk, noAnswer, silentFailure } from '../settingsHarness';
import {
  modelPaths,
  replayPaths,
  restingLeafIds,
  timesEntered,
  visitedLeafIds,
  type ModelEvent,
  useFakeClock,
  snapshotView,
} from '../sms/pathReplay';

const events: ModelEvent[] = [
  { type: 'user.oldPasswordChanged', value: 'Demo@2026' },
  { type: 'user.newPasswordChanged', value: 'Newpass2026' },
  { type: 'user.newPasswordChanged', value: 'Demo@2026' },
  { type: 'user.confirmPasswordChanged', value: 'Newpass2026' },
  { type: 'user.submit' },
  { type: 'user.restart' },
  { type: 'xstate.done.actor.changePassword', output: changeAnswers.accepted },
  { type: 'xstate.done.actor.changePassword', output: changeAnswers.wrongOld },
  { type: 'xstate.error.actor.changePassword', error: noAnswer },
  { type: 'xstate.error.actor.changePassword', error: silentFailure },
];

const view = snapshotView();

const paths = modelPaths(changePasswordMachine, { events, view });

useFakeClock();

describe('change password machine paths', () => {
  it('lists exactly the states of the password change for stories', () => {
    expect([...changePasswordStateIds].sort()).toEqual(restingLeafIds(changePasswordMachine));
  });

  it('reaches every state of the password change from the empty form', () => {
    expect(visitedLeafIds(changePasswordMachine, paths)).toEqual(restingLeafIds(changePasswordMachine));
  });

  it('never sends a new password that repeats the old one', () => {
    const sent = paths.filter((path) => path.state.matches('submitting')).map((path) => path.state.context);
    expect(sent.length).toBeGreaterThan(0);
    expect(sent.filter((context) => context.newPassword === context.oldPassword)).toEqual([]);
  });

  it('replays every shortest path on the running machine, reporting the change each time it is done', async () => {
    expect(paths.length).toBeGreaterThan(8);
    await replayPaths(
      paths,
      (desk) => {
        const { machine, effects } = changePasswordWithDesk(desk);
        return {
          actor: createActor(machine).start(),
          ended: (path) => expect(effects.passwordChanged).toHaveBeenCalledTimes(timesEntered(path, 'done')),
        };
      },
      { view },
    );
  });
});

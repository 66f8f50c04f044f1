import { describe, expect, it } from 'vitest';
import { createActor, type AnyMachineSnapshot } from 'xstate';
import { avatarUploadMachine, avatarUploadStateIds, type AvatarUploadContext } from '@machines/settings';
import { avatarAnswers, avatarWithDesk, files, noAnswer, photo } from '../settingsHarness';
import {
  modelPaths,
  replayPaths,
  restingLeafIds,
  timesEntered,
  visitedLeafIds,
  type ModelEvent,
  useFakeClock,
} from '../sms/pathReplay';

const events: ModelEvent[] = [
  ...Object.values(files).map((file) => ({ type: 'user.pick', file })),
  { type: 'user.retry' },
  { type: 'xstate.done.actor.inspectImage', output: avatarAnswers.png },
  { type: 'xstate.done.actor.inspectImage', output: avatarAnswers.notImage },
  { type: 'xstate.error.actor.inspectImage', error: noAnswer },
  { type: 'xstate.done.actor.upload', output: avatarAnswers.uploaded },
  { type: 'xstate.done.actor.upload', output: avatarAnswers.uploadRefused },
  { type: 'xstate.error.actor.upload', error: noAnswer },
  { type: 'xstate.done.actor.saveAvatar', output: avatarAnswers.saved },
  { type: 'xstate.done.actor.saveAvatar', output: avatarAnswers.saveRefused },
  { type: 'xstate.error.actor.saveAvatar', error: noAnswer },
];

/** A file is compared by its label: the object itself has no fields of its own to compare. */
const view = (snapshot: AnyMachineSnapshot) => {
  const { file, ...context } = snapshot.context as AvatarUploadContext;
  const label = file ? (file as File & { label?: string }).label : null;
  return {
    value: snapshot.value,
    status: snapshot.status,
    context: { ...context, file: label },
    tags: [...snapshot.tags].sort(),
  };
};

const paths = modelPaths(avatarUploadMachine, { events, view });

useFakeClock();

describe('avatar upload machine paths', () => {
  it('lists exactly the states of the avatar upload for stories', () => {
    expect([...avatarUploadStateIds].sort()).toEqual(restingLeafIds(avatarUploadMachine));
  });

  it('reaches every state of the avatar upload from an empty picker', () => {
    expect(visitedLeafIds(avatarUploadMachine, paths)).toEqual(restingLeafIds(avatarUploadMachine));
  });

  it('rejects a GIF, an empty or an oversized file without sending anything', () => {
    const refusedAtOnce = paths.filter((path) => path.steps.length === 2 && path.state.matches('rejected'));
    const problems = refusedAtOnce.map((path) => (path.state.context as AvatarUploadContext).problem).sort();
    expect(problems).toEqual(['badType', 'empty', 'tooLarge']);
  });

  it('replays every shortest path on the running machine, updating the account each time a picture is saved', async () => {
    expect(paths.length).toBeGreaterThan(15);
    await replayPaths(
      paths,
      (desk) => {
        const { machine, effects } = avatarWithDesk(desk);
        return {
          actor: createActor(machine).start(),
          ended: (path) =>
            expect(effects.userUpdated.mock.calls).toEqual(
              Array.from({ length: timesEntered(path, 'done') }, () => [{ changes: photo }]),
            ),
        };
      },
      { view },
    );
  });
});

import { getShortestPaths, getStateNodes } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot, StateValue } from 'xstate';
import { appMachine, type AppEvent, type AppInput } from '@machines/app';
import { loggedInInput, routes, startApp, student } from './harness';

/** Events that move the session and the modal; the purely contextual ones have their own sentence tests. */
const flowEvents: AppEvent[] = [
  { type: 'route.changed', route: routes.news },
  { type: 'route.changed', route: routes.order },
  { type: 'route.changed', route: routes.evaluationOrder },
  { type: 'route.loginRequired', path: '/video?id=7' },
  { type: 'notice.confirm' },
  { type: 'loginModal.open' },
  { type: 'loginModal.switch', modalType: 'sms' },
  { type: 'loginModal.close' },
  { type: 'login.succeeded', user: student, token: 'token-9' },
  { type: 'logout.request' },
  { type: 'logout.cancel' },
  { type: 'logout.confirm' },
  { type: 'session.expired', message: '登录已失效' },
];

function leafIds(value: StateValue, prefix = appMachine.id): string[] {
  if (typeof value === 'string') return [`${prefix}.${value}`];
  return Object.entries(value).flatMap(([key, child]) => (child ? leafIds(child, `${prefix}.${key}`) : [`${prefix}.${key}`]));
}

const stableLeafIds = getStateNodes(appMachine.root)
  .filter((node) => node.type === 'atomic' && !node.always)
  .map((node) => node.id)
  .sort();

const starts: Array<[string, AppInput]> = [
  ['an anonymous start', { route: routes.news }],
  ['a restored login', { ...loggedInInput, route: routes.news }],
];

/** What must hold in every state: the tags the UI reads agree with the context it reads. */
function expectConsistent(snapshot: AnyMachineSnapshot) {
  const { context } = snapshot;
  expect(snapshot.hasTag('loginModalOpen')).toBe(context.loginModal.modal);
  expect(snapshot.matches({ session: 'loggedIn' })).toBe(context.user !== null);
  if (context.user) expect(context.tokens[context.user.rsNo]).toBeTruthy();
  expect(snapshot.hasTag('sessionExpiredNotice')).toBe(context.sessionExpiredMessage !== null);
  expect(snapshot.hasTag('confirmingLogout')).toBe(snapshot.matches({ session: { loggedIn: 'confirmingLogout' } }));
}

describe.each(starts)('app machine paths from %s', (_name, input) => {
  const paths = getShortestPaths(appMachine, {
    input,
    events: flowEvents,
    // Every login counts one more; states are told apart by whether there was one, or the graph never ends.
    serializeState: (snapshot) =>
      JSON.stringify({
        value: snapshot.value,
        context: { ...snapshot.context, loginCount: Math.min(snapshot.context.loginCount, 1) },
      }),
  });

  it('replays every shortest path on the real actor, reaching the same state with tags matching the context', () => {
    expect(paths.length).toBeGreaterThan(10);
    for (const path of paths) {
      const { actor } = startApp(input);
      expectConsistent(actor.getSnapshot());
      for (const step of path.steps.slice(1)) {
        actor.send(step.event);
        expect(actor.getSnapshot().value).toEqual(step.state.value);
        expectConsistent(actor.getSnapshot());
      }
      expect(actor.getSnapshot().value).toEqual(path.state.value);
    }
  });

  it('visits every state of the machine', () => {
    const visited = new Set(paths.flatMap((path) => leafIds(path.state.value)));
    expect([...visited].sort()).toEqual(stableLeafIds);
  });
});

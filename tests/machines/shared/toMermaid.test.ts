import { describe, expect, it } from 'vitest';
import { and, assign, createMachine, fromPromise, not, or, setup } from 'xstate';
import { appMachine } from '@machines/app';
import { describeMachine, flattenStates } from '@machines/shared/describeMachine';
import { mermaidId, toMermaid } from '@machines/shared/toMermaid';

const player = setup({
  guards: { isReady: () => true, isMuted: () => false },
  actors: { load: fromPromise(async () => 'ok') },
}).createMachine({
  id: 'player',
  initial: 'loading',
  on: { 'volume.set': {} },
  states: {
    loading: {
      invoke: { src: 'load', onDone: 'ready', onError: 'failed' },
      after: { 5000: 'failed' },
    },
    failed: { type: 'final' },
    ready: {
      type: 'parallel',
      states: {
        video: {
          initial: 'paused',
          states: {
            paused: { tags: ['idle'], on: { play: { guard: and(['isReady', not('isMuted')]), target: 'playing' } } },
            playing: { on: { stop: '#player.failed' } },
          },
        },
        captions: { initial: 'off', states: { off: { always: 'on' }, on: {} } },
      },
    },
  },
});

describe('machine diagram source', () => {
  it('writes nested and parallel states, initial arrows, guards, timers, actor results and final states as Mermaid', () => {
    expect(toMermaid(player)).toBe(
      [
        'stateDiagram-v2',
        '  state "player" as player {',
        '    [*] --> player_loading',
        '    state "loading" as player_loading',
        '    state "failed" as player_failed',
        '    player_failed --> [*]',
        '    state "ready" as player_ready {',
        '      state "video" as player_ready_video {',
        '        [*] --> player_ready_video_paused',
        '        state "paused" as player_ready_video_paused',
        '        state "playing" as player_ready_video_playing',
        '        player_ready_video_paused --> player_ready_video_playing : play [isReady and not isMuted]',
        '      }',
        '      --',
        '      state "captions" as player_ready_captions {',
        '        [*] --> player_ready_captions_off',
        '        state "off" as player_ready_captions_off',
        '        state "on" as player_ready_captions_on',
        '        player_ready_captions_off --> player_ready_captions_on : always',
        '      }',
        '    }',
        '    player_loading --> player_ready : load done',
        '    player_loading --> player_failed : load error',
        '    player_loading --> player_failed : after 5000ms',
        '    player_ready_video_playing --> player_failed : stop',
        '  }',
        '  player --> player : volume.set',
        '',
      ].join('\n'),
    );
  });

  it('keeps ids Mermaid accepts even for state keys with spaces or dashes', () => {
    expect(mermaidId('app.on a-walk')).toBe('app_on_a_walk');
    const machine = createMachine({ id: 'walk', initial: 'on a-walk', states: { 'on a-walk': {} } });
    expect(toMermaid(machine)).toContain('state "on a-walk" as walk_on_a_walk');
  });

  it('describes every state and tag of the app machine', () => {
    const states = flattenStates(describeMachine(appMachine));
    expect(states.map((state) => state.id)).toContain('app.session.loggedIn.confirmingLogout');
    expect(states.find((state) => state.id === 'app.session.checkingStoredUser')?.transient).toBe(true);
    expect(states.flatMap((state) => state.tags).sort()).toEqual([
      'confirmingLogout',
      'loginModalOpen',
      'loginRequiredNotice',
      'sessionExpiredNotice',
    ]);
    const source = toMermaid(appMachine);
    expect(source).toContain(
      'app_session_loggedIn_confirmingLogout --> app_session_anonymous : logout.confirm [currentRouteRequiresAuth]',
    );
    expect(source).toContain(
      'app_loginModal_open --> app_loginModal_closed : loginModal.close [currentRouteRequiresAuth and not hasUser]',
    );
  });

  it('names combined, inline and built-in guards and actions whether or not the code was minified', () => {
    const machine = setup({ guards: { a: () => true, b: () => true }, actions: { log: () => {} } }).createMachine({
      id: 'm',
      on: {
        go: { guard: or(['a', not('b')]), actions: [assign({}), () => {}, 'log'] },
        stop: { guard: () => false },
      },
    });
    const [go, stop] = describeMachine(machine).transitions;
    expect(go).toEqual({ event: 'go', targets: [], guard: 'a or not b', actions: ['assign', 'inline action', 'log'] });
    expect(stop?.guard).toBe('inline guard');
  });

  it('lists the actions a transition runs, by name', () => {
    const open = flattenStates(describeMachine(appMachine)).find((state) => state.id === 'app.loginModal.open');
    const close = open?.transitions.filter((transition) => transition.event === 'loginModal.close');
    expect(close?.map((transition) => transition.actions)).toEqual([
      ['hideLoginModal', 'forgetInterceptPath', 'navigate'],
      ['hideLoginModal', 'forgetInterceptPath'],
    ]);
  });
});

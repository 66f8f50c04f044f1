/**
 * Share setup of a page shared in WeChat (SPEC §4, §7): the article page (/simgle/page, type 3, the default) and
 * the pages that share a card of their own (type 0 or 1 by device, given as input).
 *
 * States:
 * - waiting (tag pending): after the delay (500 ms) → requesting
 * - requesting (tag pending): requestConfig (weixin/shareConfig with the input's type) answers → configuring when the
 *   WeChat JS-SDK can be used (the page runs inside WeChat), else → noSdk; a failed request → failed
 * - configuring (tag pending): configureSdk (loads the official JS-SDK, wx.config, then the share data once
 *   wx.ready) resolves →
 *   shared; the SDK reporting an error → failed
 * - shared (tag shared), noSdk (tag skipped), failed (tag skipped): final
 * Share-config errors are ignored silently: failed shows nothing and the article reads on as before.
 *
 * Provided by the app: actors requestConfig and configureSdk; guard canUseSdk (inside WeChat, or `wx` exists).
 */
import { assign, setup } from 'xstate';
import { providedByApp } from '../shared/providedByApp';
import type {
  ConfigureSdkInput,
  RequestConfigInput,
  ShareConfig,
  ShareSetupContext,
  ShareSetupInput,
  ShareSetupTag,
} from './types';

export const SHARE_DELAY_MS = 500;
/** weixin/shareConfig's type on the article page (SPEC §7). */
export const ARTICLE_SHARE_TYPE = 3;
/** weixin/shareConfig's type elsewhere, by device (SPEC §7 says "0 or 1", not which is which; see ShareType). */
export const PHONE_SHARE_TYPE = 1;
export const DESKTOP_SHARE_TYPE = 0;

export const shareSetupMachine = setup({
  types: {
    context: {} as ShareSetupContext,
    input: {} as ShareSetupInput,
    tags: {} as ShareSetupTag,
  },
  actors: {
    requestConfig: providedByApp<ShareConfig, RequestConfigInput>('requestConfig'),
    configureSdk: providedByApp<void, ConfigureSdkInput>('configureSdk'),
  },
  guards: {
    canUseSdk: () => false,
  },
  delays: {
    shareDelay: ({ context }) => context.delayMs,
  },
}).createMachine({
  id: 'shareSetup',
  context: ({ input }) => ({
    url: input.url,
    share: input.share,
    type: input.type ?? ARTICLE_SHARE_TYPE,
    delayMs: input.delayMs ?? SHARE_DELAY_MS,
    config: null,
  }),
  initial: 'waiting',
  states: {
    waiting: {
      tags: 'pending',
      after: { shareDelay: 'requesting' },
    },
    requesting: {
      tags: 'pending',
      invoke: {
        src: 'requestConfig',
        input: ({ context }) => ({ url: context.url, type: context.type }),
        onDone: [
          { guard: 'canUseSdk', target: 'configuring', actions: assign({ config: ({ event }) => event.output }) },
          { target: 'noSdk', actions: assign({ config: ({ event }) => event.output }) },
        ],
        onError: 'failed',
      },
    },
    configuring: {
      tags: 'pending',
      invoke: {
        src: 'configureSdk',
        input: ({ context }) => ({ config: context.config!, share: context.share }),
        onDone: 'shared',
        onError: 'failed',
      },
    },
    shared: { type: 'final', tags: 'shared' },
    noSdk: { type: 'final', tags: 'skipped' },
    failed: { type: 'final', tags: 'skipped' },
  },
});

export type ShareSetupMachine = typeof shareSetupMachine;
export const shareSetupStateIds = ['waiting', 'requesting', 'configuring', 'shared', 'noSdk', 'failed'] as const;
export type ShareSetupStateId = (typeof shareSetupStateIds)[number];

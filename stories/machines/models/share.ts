import { shareSetupMachine, type ShareConfig, type ShareSetupInput } from '@machines/share';
import { named, type MachineModel, type ModelEvent } from '../graph/machineModel';
import { invokeIdIn } from './samples';

const input: ShareSetupInput = {
  url: 'https://example.com/simgle/page?id=1',
  share: { title: '家长必读', desc: '五个习惯', link: 'https://example.com/simgle/page', imgUrl: 'https://example.com/a.png' },
};
const config: ShareConfig = { appId: 'wx123', timestamp: 1764050000, nonceStr: 'abc', signature: 'f00d' };
const REQUESTING = invokeIdIn(shareSetupMachine, 'shareSetup.requesting');
const CONFIGURING = invokeIdIn(shareSetupMachine, 'shareSetup.configuring');

const events: ModelEvent[] = [
  { type: 'xstate.after.shareDelay.shareSetup.waiting' },
  named('signed', { type: `xstate.done.actor.${REQUESTING}`, output: config }),
  named('签名失败', { type: `xstate.error.actor.${REQUESTING}`, error: new Error('签名失败') }),
  named('configured', { type: `xstate.done.actor.${CONFIGURING}`, output: undefined }),
  named('invalid signature', { type: `xstate.error.actor.${CONFIGURING}`, error: new Error('config:invalid signature') }),
];

/** Sharing the WeChat article page inside WeChat, where the JS-SDK can be used: wait, sign, configure. */
export const shareSetupModel: MachineModel = {
  machine: shareSetupMachine.provide({ guards: { canUseSdk: () => true } }),
  input,
  events,
};

/** The same page in any other browser: the signature is asked for, then nothing is configured. */
export const shareSetupOutsideWeChatModel: MachineModel = {
  machine: shareSetupMachine.provide({ guards: { canUseSdk: () => false } }),
  input,
  events,
};

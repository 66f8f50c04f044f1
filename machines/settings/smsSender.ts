import type { SnapshotFrom } from 'xstate';
import type { smsCountdownMachine } from '../sms/smsCountdownMachine';
import type { SmsSenderView } from './types';

export type SmsSenderSnapshot = SnapshotFrom<typeof smsCountdownMachine>;

export const emptySmsSender: SmsSenderView = { secondsLeft: 0, captcha: '', captchaId: '', error: null };

/** What a settings form shows of the SMS sender running inside it. */
export function smsSenderView(snapshot: SmsSenderSnapshot): SmsSenderView {
  const { secondsLeft, captcha, captchaId, error } = snapshot.context;
  return { secondsLeft, captcha, captchaId, error };
}

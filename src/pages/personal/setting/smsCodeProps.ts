import type { SmsCodeProps } from '@/features/account/SettingsSections';
import type { SmsCodeTag, SmsSenderView } from '@machines/settings';

interface SmsFlowSnapshot {
  hasTag(tag: SmsCodeTag): boolean;
  context: { smsSender: SmsSenderView };
}

type SmsFlowEvent = { type: 'user.smsCaptchaChanged'; value: string } | { type: 'user.refreshSmsCaptcha' };

/** What a settings form shows of the SMS sender inside its flow, and the captcha events it sends back. */
export function smsCodeProps(
  snapshot: SmsFlowSnapshot,
  send: (event: SmsFlowEvent) => void,
  captchaSrc: string | null,
  onSendCode: () => void,
): SmsCodeProps {
  const counting = snapshot.hasTag('countingDown');
  return {
    secondsLeft: counting ? snapshot.context.smsSender.secondsLeft : 0,
    sendingCode: snapshot.hasTag('sendingCode'),
    onSendCode,
    needsCaptcha: snapshot.hasTag('smsCaptchaRequired'),
    captcha: snapshot.context.smsSender.captcha,
    onCaptchaChange: (value) => send({ type: 'user.smsCaptchaChanged', value }),
    captchaSrc,
    onRefreshCaptcha: () => send({ type: 'user.refreshSmsCaptcha' }),
  };
}

import { useSelector } from '@xstate/react';
import { useFlowActor } from '@/app/runtime/useFlowActor';
import { useMemo } from 'react';
import { type SmsPurpose, smsTypeNumber } from '@contract/vocabulary/sms';
import { useToast } from '@/components/Toast';
import { api } from '@/app/api';
import { CAPTCHA_PATH, randomSeed, provideSmsMachine } from '@/flows/account';
// The machine's toast says 'code sent' in the account area's words, which no campaign page loads otherwise.
import '@/features/account/texts';

/** The SMS purposes of the campaign pages: signing in (opening an account), a student's consent to bind a parent. */
export type CampaignSmsPurpose = Extract<SmsPurpose, 'campaignSignIn' | 'parentConsent'>;

export interface SmsSender {
  secondsLeft: number;
  sending: boolean;
  captchaRequired: boolean;
  captcha: string;
  captchaSrc: string | null;
  error: string | null;
  send: (mobilePhone: string) => void;
  changeCaptcha: (value: string) => void;
  refreshCaptcha: () => void;
}

/** The shared SMS countdown machine for one purpose, on the real sms/getSgins and sms/send calls. */
export function useSmsSender(purpose: CampaignSmsPurpose): SmsSender {
  const toast = useToast();
  const machine = useMemo(() => provideSmsMachine(api, { toast: (options) => void toast.show(options) }), [toast]);
  const actor = useFlowActor('sms', machine, { input: { smsType: smsTypeNumber(purpose), captchaSeed: randomSeed() } });
  const view = useSelector(actor, (snapshot) => ({
    secondsLeft: snapshot.context.secondsLeft,
    sending: snapshot.hasTag('sending'),
    captchaRequired: snapshot.hasTag('captchaRequired'),
    captcha: snapshot.context.captcha,
    captchaId: snapshot.context.captchaId,
    error: snapshot.context.error,
  }));
  const captchaSrc = useMemo(
    () => (view.captchaRequired ? api.url(CAPTCHA_PATH, { t: Date.now(), c: view.captchaId }) : null),
    [view.captchaRequired, view.captchaId],
  );
  return {
    secondsLeft: view.secondsLeft,
    sending: view.sending,
    captchaRequired: view.captchaRequired,
    captcha: view.captcha,
    captchaSrc,
    error: view.error,
    send: (mobilePhone) => actor.send({ type: 'user.sendCode', mobilePhone }),
    changeCaptcha: (value) => actor.send({ type: 'user.captchaChanged', value }),
    refreshCaptcha: () => actor.send({ type: 'user.refreshCaptcha' }),
  };
}

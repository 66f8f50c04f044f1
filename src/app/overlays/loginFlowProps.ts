import type { SnapshotFrom, ActorRefFrom } from 'xstate';
import type { LoginFormProps, LoginFormValues } from '@/features/account/LoginForm';
import type { SmsCheckStepProps } from '@/features/account/SmsCheckStep';
import type { LoginMachine } from '@machines/login';

export const AGREEMENT_PATHS = {
  userAgreementHref: '/about/aboutUserAgreement',
  privacyAgreementHref: '/about/aboutPriAgreement',
} as const;

export interface LoginFlowViewProps {
  step: 'login' | 'sms';
  login: Omit<LoginFormProps, 'LinkComponent'>;
  sms: SmsCheckStepProps;
}

/**
 * What the password form and the SMS step show of the login flow (machines/login), and the flow events
 * their fields and buttons send. Shared by the login dialog and the mobile login page, so both are the
 * same flow drawn twice.
 */
export function loginFlowViewProps(
  snapshot: SnapshotFrom<LoginMachine>,
  login: ActorRefFrom<LoginMachine>,
  captchaSrc: (captchaId: string) => string,
  active: boolean,
): LoginFlowViewProps {
  const { context } = snapshot;
  const send = login.send;
  const counting = snapshot.hasTag('countingDown');
  const changeValues = (values: LoginFormValues) => {
    if (values.account !== context.account) send({ type: 'user.accountChanged', value: values.account });
    if (values.password !== context.password) send({ type: 'user.passwordChanged', value: values.password });
    if (values.captcha !== context.captcha) send({ type: 'user.captchaChanged', value: values.captcha });
    if (values.agreed !== context.agreed) send({ type: 'user.agreementChanged', agreed: values.agreed });
    if (values.remember !== context.remember) send({ type: 'user.rememberChanged', remember: values.remember });
  };
  return {
    step: snapshot.hasTag('smsStep') ? 'sms' : 'login',
    login: {
      values: {
        account: context.account,
        password: context.password,
        captcha: context.captcha,
        agreed: context.agreed,
        remember: context.remember,
      },
      onValuesChange: changeValues,
      onSubmit: () => send({ type: 'user.submit' }),
      captchaSrc: active ? captchaSrc(context.captchaId) : null,
      onRefreshCaptcha: () => send({ type: 'user.refreshCaptcha' }),
      onForgotPassword: () => send({ type: 'user.forgotPassword' }),
      submitting: snapshot.hasTag('submitting'),
      error: snapshot.hasTag('serverError') ? context.error : undefined,
      ...AGREEMENT_PATHS,
    },
    sms: {
      phone: context.phone,
      code: context.smsCode,
      onCodeChange: (value) => send({ type: 'user.smsCodeChanged', value }),
      secondsLeft: counting ? context.smsSender.secondsLeft : 0,
      sending: snapshot.hasTag('sendingCode'),
      onSendCode: () => send({ type: 'user.sendCode' }),
      onVerify: () => send({ type: 'user.verify' }),
      verifying: snapshot.hasTag('verifying'),
      // Back to the password form: the flow starts over with an empty form and a new captcha.
      onBack: () => {
        send({ type: 'user.close' });
        send({ type: 'user.open' });
      },
      needsCaptcha: snapshot.hasTag('smsCaptchaRequired'),
      captcha: context.smsSender.captcha,
      onCaptchaChange: (value) => send({ type: 'user.smsCaptchaChanged', value }),
      captchaSrc: context.smsSender.captchaId ? captchaSrc(context.smsSender.captchaId) : null,
      onRefreshCaptcha: () => send({ type: 'user.refreshSmsCaptcha' }),
      error: context.error ?? context.smsSender.error ?? undefined,
    },
  };
}

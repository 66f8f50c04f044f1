import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { ForgotPasswordHint } from '@/components/ForgotPasswordHint';
import type { LoginFormValues } from '@/components/LoginForm';
import { LoginModal } from '@/components/LoginModal';
import type { LinkComponent } from '@/components/PageShell';
import { CUSTOMER_SERVICE } from '@/config';
import type { LoginMachine } from '@machines/login';

export const AGREEMENT_PATHS = {
  userAgreementHref: '/about/aboutUserAgreement',
  privacyAgreementHref: '/about/aboutPriAgreement',
} as const;
export const REGISTER_HREF = '/register';

export interface LoginDialogProps {
  /** The app's login modal state; the flow's own state decides what the dialog shows. */
  open: boolean;
  onClose: () => void;
  login: ActorRefFrom<LoginMachine>;
  /** The captcha picture for a captcha id. */
  captchaSrc: (captchaId: string) => string;
  LinkComponent?: LinkComponent;
  container?: HTMLElement | null;
}

/**
 * Draws the login flow (machines/login) with the login modal, the agreement warning and the
 * forgot-password hint: every field change, click and key goes to the flow as an event.
 */
export function LoginDialog({ open, onClose, login, captchaSrc, LinkComponent, container }: LoginDialogProps) {
  const { t } = useTranslation();
  const snapshot = useSelector(login, (state) => state);
  const { context } = snapshot;
  const send = login.send;
  const inSmsStep = snapshot.hasTag('smsStep');
  const counting = snapshot.hasTag('countingDown');

  const changeValues = (values: LoginFormValues) => {
    if (values.account !== context.account) send({ type: 'user.accountChanged', value: values.account });
    if (values.password !== context.password) send({ type: 'user.passwordChanged', value: values.password });
    if (values.captcha !== context.captcha) send({ type: 'user.captchaChanged', value: values.captcha });
    if (values.agreed !== context.agreed) send({ type: 'user.agreementChanged', agreed: values.agreed });
  };

  return (
    <>
      <LoginModal
        open={open}
        onClose={onClose}
        step={inSmsStep ? 'sms' : 'login'}
        registerHref={REGISTER_HREF}
        LinkComponent={LinkComponent}
        container={container}
        login={{
          values: { account: context.account, password: context.password, captcha: context.captcha, agreed: context.agreed },
          onValuesChange: changeValues,
          onSubmit: () => send({ type: 'user.submit' }),
          captchaSrc: open ? captchaSrc(context.captchaId) : null,
          onRefreshCaptcha: () => send({ type: 'user.refreshCaptcha' }),
          onForgotPassword: () => send({ type: 'user.forgotPassword' }),
          submitting: snapshot.hasTag('submitting'),
          error: snapshot.hasTag('serverError') ? context.error : undefined,
          ...AGREEMENT_PATHS,
        }}
        sms={{
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
        }}
      />
      <ConfirmDialog
        open={open && snapshot.hasTag('agreementWarning')}
        tone="warning"
        showCancel={false}
        message={t('account.agreement.warning')}
        onConfirm={() => send({ type: 'user.dismissWarning' })}
      />
      <ForgotPasswordHint
        open={open && snapshot.hasTag('forgotPasswordHint')}
        onClose={() => send({ type: 'user.dismissHint' })}
        phone={CUSTOMER_SERVICE.phone}
        serviceHours={CUSTOMER_SERVICE.hours}
      />
    </>
  );
}

import '@/features/evaluation/texts';
import '@/features/account/texts';
import { useTranslation } from '@/i18n/react';
import { Button } from '@/components/Button';
import { maskPhone } from '@/lib/format';
import { EVALUATION_SMS } from '@/app/evaluation/evaluationMachines';
import * as styles from '@/pages/evaluation/shared/evaluation.css';
import { SignInView } from '@/pages/evaluation/shared/SignInView';
import { SmsCodeButton } from '@/pages/evaluation/shared/SmsCodeButton';
import { useEvaluationSignIn } from '@/pages/evaluation/shared/useEvaluationSignIn';

/**
 * /e/login: phone, password and the image captcha; from a device the account has not proved its phone on,
 * the sign-in goes on with an SMS code to that phone.
 */
export default function LoginPage() {
  const { t } = useTranslation();
  const { actor, state, captchaSrc } = useEvaluationSignIn('password');
  const handlers = {
    onPhoneChange: (value: string) => actor.send({ type: 'user.phoneChanged', value }),
    onPasswordChange: (value: string) => actor.send({ type: 'user.passwordChanged', value }),
    onCaptchaChange: (value: string) => actor.send({ type: 'user.captchaChanged', value }),
    onCodeChange: (value: string) => actor.send({ type: 'user.codeChanged', value }),
    onAgreementChange: (agreed: boolean) => actor.send({ type: 'user.agreementChanged', agreed }),
    onSubmit: () => actor.send({ type: 'user.submit' }),
  };
  if (state.smsStep) {
    return (
      <SignInView
        method="sms"
        tab="password"
        phoneLocked
        context={state.context}
        submitting={state.submitting}
        {...handlers}
        intro={
          <section className={styles.card} aria-labelledby="evaluation-sms-step">
            <h2 id="evaluation-sms-step" className={styles.subheading}>
              {t('evaluation.signIn.smsStepTitle')}
            </h2>
            <p className={styles.muted}>{t('evaluation.signIn.smsStepText', { phone: maskPhone(state.context.phone) })}</p>
          </section>
        }
        codeAddon={
          <SmsCodeButton phone={state.context.phone} smsType={EVALUATION_SMS.login} onInvalidPhone={handlers.onSubmit} />
        }
        footer={
          <Button type="button" variant="ghost" onClick={() => actor.send({ type: 'user.backToPassword' })}>
            {t('evaluation.signIn.backToPassword')}
          </Button>
        }
      />
    );
  }
  return (
    <SignInView
      method="password"
      context={state.context}
      submitting={state.submitting}
      captchaSrc={captchaSrc}
      onRefreshCaptcha={() => actor.send({ type: 'user.refreshCaptcha' })}
      {...handlers}
    />
  );
}

import '@/features/evaluation/texts';
import '@/features/account/texts';
import { EVALUATION_SMS, SmsCodeButton, useEvaluationSignIn } from '@/flows/evaluation';
import { SignInView } from '@/features/evaluation/SignIn';
import { SmsStepView } from './SmsStepView';

/**
 * /e/login: phone, password and the image captcha; from a device the account has not proved its phone on,
 * the sign-in goes on with an SMS code to that phone.
 */
export default function LoginPage() {
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
      <SmsStepView
        context={state.context}
        submitting={state.submitting}
        {...handlers}
        codeAddon={
          <SmsCodeButton phone={state.context.phone} smsType={EVALUATION_SMS.login} onInvalidPhone={handlers.onSubmit} />
        }
        onBackToPassword={() => actor.send({ type: 'user.backToPassword' })}
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

import '@/features/evaluation/texts';
import '@/features/account/texts';
import { SignInView } from '@/features/evaluation/SignIn';
import { SmsCodeButton, useEvaluationSignIn, EVALUATION_SMS } from '@/flows/evaluation';

/** /e/eCode: phone and SMS code; a phone signing in for the first time gets an account. */
export default function ECodePage() {
  const { actor, state } = useEvaluationSignIn('sms');
  return (
    <SignInView
      method="sms"
      context={state.context}
      submitting={state.submitting}
      onPhoneChange={(value) => actor.send({ type: 'user.phoneChanged', value })}
      onPasswordChange={(value) => actor.send({ type: 'user.passwordChanged', value })}
      onCaptchaChange={(value) => actor.send({ type: 'user.captchaChanged', value })}
      onCodeChange={(value) => actor.send({ type: 'user.codeChanged', value })}
      onAgreementChange={(agreed) => actor.send({ type: 'user.agreementChanged', agreed })}
      onSubmit={() => actor.send({ type: 'user.submit' })}
      codeAddon={
        <SmsCodeButton
          phone={state.context.phone}
          smsType={EVALUATION_SMS.login}
          onInvalidPhone={() => actor.send({ type: 'user.submit' })}
        />
      }
    />
  );
}

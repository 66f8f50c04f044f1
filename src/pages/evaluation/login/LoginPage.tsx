import '@/features/evaluation/texts';
import '@/features/account/texts';
import { SignInView } from '@/pages/evaluation/shared/SignInView';
import { useEvaluationSignIn } from '@/pages/evaluation/shared/useEvaluationSignIn';

/** /e/login: phone, password and the image captcha. */
export default function LoginPage() {
  const { actor, state, captchaSrc } = useEvaluationSignIn('password');
  return (
    <SignInView
      method="password"
      context={state.context}
      submitting={state.submitting}
      captchaSrc={captchaSrc}
      onRefreshCaptcha={() => actor.send({ type: 'user.refreshCaptcha' })}
      onPhoneChange={(value) => actor.send({ type: 'user.phoneChanged', value })}
      onPasswordChange={(value) => actor.send({ type: 'user.passwordChanged', value })}
      onCaptchaChange={(value) => actor.send({ type: 'user.captchaChanged', value })}
      onCodeChange={(value) => actor.send({ type: 'user.codeChanged', value })}
      onAgreementChange={(agreed) => actor.send({ type: 'user.agreementChanged', agreed })}
      onSubmit={() => actor.send({ type: 'user.submit' })}
    />
  );
}

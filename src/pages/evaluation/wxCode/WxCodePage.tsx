import '@/features/evaluation/texts';
import { useTranslation } from '@/i18n/react';
import * as webCustomer from '@contract/api/calls/web/customer';
import { loadableOf, useApiQuery } from '@/app/api/queries';
import { LoadableContent } from '@/components/Loadable';
import { QRCode } from '@/components/QRCode';
import { Skeleton } from '@/components/Skeleton';
import * as styles from '@/features/evaluation/evaluation.css';
import { SignInView } from '@/features/evaluation/SignIn';
import { useEvaluationSignIn } from '@/flows/evaluation';

/** /e/wxCode: follow the official account, which replies with a sign-in code the server checks. */
export default function WxCodePage() {
  const { t } = useTranslation();
  const { actor, state } = useEvaluationSignIn('wechat');
  const account = loadableOf(useApiQuery(webCustomer.findOfficialAccount, {}, { staleTime: 10 * 60_000 }));
  return (
    <SignInView
      method="wechat"
      context={state.context}
      submitting={state.submitting}
      onPhoneChange={(value) => actor.send({ type: 'user.phoneChanged', value })}
      onPasswordChange={(value) => actor.send({ type: 'user.passwordChanged', value })}
      onCaptchaChange={(value) => actor.send({ type: 'user.captchaChanged', value })}
      onCodeChange={(value) => actor.send({ type: 'user.codeChanged', value })}
      onAgreementChange={(agreed) => actor.send({ type: 'user.agreementChanged', agreed })}
      onSubmit={() => actor.send({ type: 'user.submit' })}
      intro={
        <section className={`${styles.card} ${styles.form}`} aria-label={t('evaluation.signIn.wechatQrLabel')}>
          <LoadableContent value={account} skeleton={<Skeleton height="10rem" />} size="sm">
            {(data) => <QRCode src={data.qrUrl} value={data.qrUrl} size="md" label={data.name} caption={data.name} />}
          </LoadableContent>
          <p className={styles.text}>{t('evaluation.signIn.wechatSteps')}</p>
        </section>
      }
    />
  );
}

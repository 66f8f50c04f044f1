import '@/features/evaluation/texts';
import { useTranslation } from '@/i18n/react';
import { Button } from '@/components/Button';
import { maskPhone } from '@/lib/format';
import * as styles from '@/features/evaluation/evaluation.css';
import { SignInView, type SignInViewProps } from '@/features/evaluation/SignIn';

export type SmsStepViewProps = Omit<
  SignInViewProps,
  'method' | 'tab' | 'phoneLocked' | 'captchaSrc' | 'onRefreshCaptcha' | 'intro' | 'footer'
> & {
  onBackToPassword: () => void;
};

/**
 * The SMS step of /e/login: the password was right but the device is new to the account, so the sign-in
 * goes on with a code sent to the account's phone, which the visitor can no longer change.
 */
export function SmsStepView({ onBackToPassword, ...props }: SmsStepViewProps) {
  const { t } = useTranslation();
  return (
    <SignInView
      {...props}
      method="sms"
      tab="password"
      phoneLocked
      intro={
        <section className={styles.card} aria-labelledby="evaluation-sms-step">
          <h2 id="evaluation-sms-step" className={styles.subheading}>
            {t('evaluation.signIn.smsStepTitle')}
          </h2>
          <p className={styles.muted}>{t('evaluation.signIn.smsStepText', { phone: maskPhone(props.context.phone) })}</p>
        </section>
      }
      footer={
        <Button type="button" variant="ghost" onClick={onBackToPassword}>
          {t('evaluation.signIn.backToPassword')}
        </Button>
      }
    />
  );
}

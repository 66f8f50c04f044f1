import { useTranslation } from '@/i18n/react';
import { Link } from '@/components/Link';
import { LoginForm, type LoginFormProps } from '@/features/account/LoginForm';
import { SmsCheckStep, type SmsCheckStepProps } from '@/features/account/SmsCheckStep';
import '@/features/mobile/loginTexts';
import * as m from '@/features/mobile/mobile.css';

export interface MobileLoginViewProps {
  step: 'login' | 'sms';
  login: Omit<LoginFormProps, 'LinkComponent'>;
  sms: SmsCheckStepProps;
  /** Logged in already: the page is on its way back; says so instead of asking again. */
  continuingAs: string | null;
  /** The register link: registering goes on to where this login would have. */
  onRegister: () => void;
}

/** /m/login: the login dialog's form and SMS step, laid out as a phone page. */
export function MobileLoginView({ step, login, sms, continuingAs, onRegister }: MobileLoginViewProps) {
  const { t } = useTranslation();
  return (
    <div className={m.page}>
      <h1 className={m.title}>{step === 'login' ? t('mobile.login.heading') : t('account.loginModal.smsTitle')}</h1>
      {continuingAs !== null ? (
        <p className={m.text} role="status">
          {t('mobile.login.continueAs', { name: continuingAs })}
        </p>
      ) : (
        <section className={m.card}>
          {step === 'login' && <p className={m.text}>{t('mobile.login.subtitle')}</p>}
          {step === 'login' ? <LoginForm {...login} LinkComponent={Link} /> : <SmsCheckStep {...sms} />}
          {step === 'login' && (
            <Link
              to="/register"
              className={`${m.secondaryButton} ${m.wideButton}`}
              onClick={(event) => {
                event.preventDefault();
                onRegister();
              }}
            >
              {t('mobile.login.register')}
            </Link>
          )}
        </section>
      )}
    </div>
  );
}

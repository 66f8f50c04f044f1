import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from '@/i18n/react';
import { Button } from '@/components/Button';
import { Checkbox } from '@/components/Checkbox';
import { Link } from '@/components/Link';
import { TextField } from '@/components/TextField';
import { CaptchaImage } from '@/features/account/CaptchaImage';
import { taggedParts } from '@/lib/taggedText';
import type { SignInContext, SignInMethod } from '@machines/evaluation';
import * as styles from '../evaluation.css';

/** The pages the consent's tagged words open (`<user>…</user>`, `<privacy>…</privacy>`). */
const AGREEMENT_PAGES: Partial<Record<string, string>> = { user: '/e/user-agreement', privacy: '/e/privacy-agrement' };

const METHOD_PATHS: Record<SignInMethod, string> = { password: '/e/login', sms: '/e/eCode', wechat: '/e/wxCode' };

export interface SignInViewProps {
  method: SignInMethod;
  /** The tab shown as current; the method's own unless a step of another method's sign-in is shown. */
  tab?: SignInMethod;
  /** The phone is the server's to choose (the SMS step of a password sign-in). */
  phoneLocked?: boolean;
  context: Pick<SignInContext, 'phone' | 'password' | 'captcha' | 'code' | 'agreed' | 'error'>;
  submitting: boolean;
  captchaSrc?: string | null;
  onRefreshCaptcha?: () => void;
  onPhoneChange: (value: string) => void;
  onPasswordChange: (value: string) => void;
  onCaptchaChange: (value: string) => void;
  onCodeChange: (value: string) => void;
  onAgreementChange: (agreed: boolean) => void;
  onSubmit: () => void;
  /** The SMS button beside the code field, or the official account's QR code. */
  codeAddon?: ReactNode;
  /** Shown above the form (the QR code of the official account). */
  intro?: ReactNode;
  /** Shown below the submit button. */
  footer?: ReactNode;
}

/** /e/login, /e/eCode and /e/wxCode: one form, three ways to prove who you are. */
export function SignInView(props: SignInViewProps) {
  const { t } = useTranslation();
  const { method, context } = props;
  const tab = props.tab ?? method;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit();
  };
  return (
    <div className={styles.page}>
      <div>
        <h1 className={styles.heading}>{t('evaluation.signIn.heading')}</h1>
        <p className={styles.muted}>{t('evaluation.signIn.subheading')}</p>
      </div>
      <nav className={styles.tabs} aria-label={t('evaluation.signIn.heading')}>
        {(['password', 'sms', 'wechat'] as const).map((each) => (
          <Link key={each} to={METHOD_PATHS[each]} className={styles.tab} aria-current={each === tab ? 'page' : undefined}>
            {t(
              each === 'password'
                ? 'evaluation.signIn.withPassword'
                : each === 'sms'
                  ? 'evaluation.signIn.withSms'
                  : 'evaluation.signIn.withWechat',
            )}
          </Link>
        ))}
      </nav>
      {props.intro}
      <form className={`${styles.card} ${styles.form}`} onSubmit={submit} noValidate>
        {method !== 'wechat' && (
          <TextField
            label={t('evaluation.signIn.phone')}
            value={context.phone}
            onValueChange={props.onPhoneChange}
            placeholder={t('evaluation.signIn.phonePlaceholder')}
            inputMode="numeric"
            autoComplete="tel"
            maxLength={11}
            disabled={props.phoneLocked}
          />
        )}
        {method === 'password' ? (
          <>
            <TextField
              label={t('evaluation.signIn.password')}
              type="password"
              value={context.password}
              onValueChange={props.onPasswordChange}
              placeholder={t('evaluation.signIn.passwordPlaceholder')}
              autoComplete="current-password"
              maxLength={16}
            />
            <div className={styles.row}>
              <div className={styles.grow}>
                <TextField
                  label={t('evaluation.signIn.captcha')}
                  value={context.captcha}
                  onValueChange={props.onCaptchaChange}
                  placeholder={t('evaluation.signIn.captchaPlaceholder')}
                  autoComplete="off"
                  maxLength={8}
                />
              </div>
              <CaptchaImage src={props.captchaSrc ?? null} onRefresh={() => props.onRefreshCaptcha?.()} />
            </div>
          </>
        ) : (
          <div className={styles.row}>
            <div className={styles.grow}>
              <TextField
                label={t(method === 'sms' ? 'evaluation.signIn.smsCode' : 'evaluation.signIn.wechatCode')}
                value={context.code}
                onValueChange={props.onCodeChange}
                placeholder={t(
                  method === 'sms' ? 'evaluation.signIn.smsCodePlaceholder' : 'evaluation.signIn.wechatCodePlaceholder',
                )}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
              />
            </div>
            {props.codeAddon}
          </div>
        )}
        <Checkbox checked={context.agreed} onCheckedChange={props.onAgreementChange}>
          {taggedParts(t('evaluation.signIn.agree')).map(({ tag, text }, index) =>
            tag === null ? (
              text
            ) : (
              <Link key={index} to={AGREEMENT_PAGES[tag] ?? '/e/user-agreement'} className={styles.link}>
                {text}
              </Link>
            ),
          )}
        </Checkbox>
        {context.error && (
          <p className={styles.error} role="alert">
            {context.error}
          </p>
        )}
        <Button type="submit" block loading={props.submitting}>
          {t(props.submitting ? 'evaluation.signIn.submitting' : 'evaluation.signIn.submit')}
        </Button>
        {method === 'password' && (
          <Link to="/e/retrieve-password" className={styles.link}>
            {t('evaluation.signIn.forgot')}
          </Link>
        )}
        {props.footer}
      </form>
    </div>
  );
}

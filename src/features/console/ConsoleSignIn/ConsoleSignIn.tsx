import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/Button';
import { Notice } from '@/components/Notice';
import { PasswordField } from '@/components/PasswordField';
import { QRCode } from '@/components/QRCode';
import { TextField } from '@/components/TextField';
import { useTranslation } from '@/i18n/react';
import { isMobilePhone, PhoneField } from '../PhoneField';
import * as styles from './ConsoleSignIn.css';

export interface ConsoleSignInProps {
  step: 'password' | 'code';
  busy: boolean;
  /** The server's last refusal. */
  error: string | null;
  /** Why the staff member is here again, e.g. a session that ended. */
  notice?: string | null;
  captchaSrc: string;
  /** The phone of the password step, named in the code step. */
  phone: string;
  /** The authenticator to bind at first sign-in. */
  setup: { secret: string; otpauthUri: string } | null;
  onRefreshCaptcha: () => void;
  onSubmitPassword: (values: { phone: string; password: string; captcha: string }) => void;
  onSubmitCode: (code: string) => void;
  onRestart: () => void;
  onSwitchLanguage: () => void;
}

type PasswordErrors = Partial<Record<'phone' | 'password' | 'captcha', string>>;

/** The console's sign-in card: phone, password and picture code, then the authenticator's code. */
export function ConsoleSignIn(props: ConsoleSignInProps) {
  const { t } = useTranslation();
  return (
    <main className={styles.page}>
      <button type="button" className={styles.language} onClick={props.onSwitchLanguage}>
        {t('admin.language')}
      </button>
      <section className={styles.card} aria-labelledby="console-sign-in-title">
        <p className={styles.brand}>
          {t('admin.brand')}
          <span className={styles.brandArea}>{t('admin.brandArea')}</span>
        </p>
        {props.step === 'password' ? <PasswordStep {...props} /> : <CodeStep {...props} />}
      </section>
    </main>
  );
}

function PasswordStep({ busy, error, notice, captchaSrc, onRefreshCaptcha, onSubmitPassword }: ConsoleSignInProps) {
  const { t } = useTranslation();
  const [phone, setPhone] = useState('');
  const [password, setPassword] = useState('');
  const [captcha, setCaptcha] = useState('');
  const [errors, setErrors] = useState<PasswordErrors>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    const found: PasswordErrors = {
      ...(isMobilePhone(phone) ? {} : { phone: t('admin.signIn.errors.phone') }),
      ...(password ? {} : { password: t('admin.signIn.errors.password') }),
      ...(captcha ? {} : { captcha: t('admin.signIn.errors.captcha') }),
    };
    setErrors(found);
    if (Object.keys(found).length === 0) onSubmitPassword({ phone, password, captcha });
  }

  return (
    <>
      <h1 id="console-sign-in-title" className={styles.title}>
        {t('admin.signIn.title')}
      </h1>
      <p className={styles.subtitle}>{t('admin.signIn.subtitle')}</p>
      <form className={styles.form} onSubmit={submit} noValidate>
        {error ? <Notice tone="error" message={error} /> : notice ? <Notice tone="warning" message={notice} /> : null}
        <PhoneField
          label={t('admin.signIn.phone')}
          value={phone}
          onValueChange={setPhone}
          autoComplete="username"
          error={errors.phone}
        />
        <PasswordField
          label={t('admin.signIn.password')}
          value={password}
          onValueChange={setPassword}
          maxLength={64}
          autoComplete="current-password"
          error={errors.password}
        />
        <div className={styles.captchaRow}>
          <TextField
            label={t('admin.signIn.captcha')}
            value={captcha}
            onValueChange={setCaptcha}
            maxLength={8}
            stripWhitespace
            autoComplete="off"
            error={errors.captcha}
          />
          <button
            type="button"
            className={styles.captchaButton}
            onClick={onRefreshCaptcha}
            title={t('admin.signIn.captchaRefresh')}
          >
            <img className={styles.captchaImage} src={captchaSrc} alt={t('admin.signIn.captchaAlt')} width={100} height={38} />
          </button>
        </div>
        <Button type="submit" size="lg" block loading={busy}>
          {busy ? t('admin.signIn.checking') : t('admin.signIn.next')}
        </Button>
      </form>
    </>
  );
}

function CodeStep({ busy, error, phone, setup, onSubmitCode, onRestart }: ConsoleSignInProps) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [invalid, setInvalid] = useState(false);
  const codeInput = useRef<HTMLInputElement>(null);
  // The step replaces the password form: the code box takes the focus it had.
  useEffect(() => codeInput.current?.focus(), []);

  function submit(event: FormEvent) {
    event.preventDefault();
    const valid = /^\d{6}$/.test(code);
    setInvalid(!valid);
    if (valid) onSubmitCode(code);
  }

  return (
    <>
      <h1 id="console-sign-in-title" className={styles.title}>
        {setup ? t('admin.signIn.setupTitle') : t('admin.signIn.codeTitle')}
      </h1>
      <p className={styles.subtitle}>{setup ? t('admin.signIn.setupHint') : t('admin.signIn.codeHint', { phone })}</p>
      <form className={styles.form} onSubmit={submit} noValidate>
        {setup ? (
          <div className={styles.setup}>
            <QRCode value={setup.otpauthUri} size="sm" label={t('admin.signIn.setupQr')} />
            <p className={styles.hint}>
              {t('admin.signIn.setupSecret')}
              <code className={styles.secret} data-testid="authenticator-secret">
                {setup.secret}
              </code>
            </p>
          </div>
        ) : null}
        {error ? <Notice tone="error" message={error} /> : null}
        <TextField
          label={t('admin.signIn.code')}
          value={code}
          onValueChange={setCode}
          digitsOnly
          maxLength={6}
          inputMode="numeric"
          autoComplete="one-time-code"
          ref={codeInput}
          inputClassName={styles.codeInput}
          error={invalid ? t('admin.signIn.errors.code') : undefined}
        />
        <Button type="submit" size="lg" block loading={busy}>
          {busy ? t('admin.signIn.verifying') : t('admin.signIn.verify')}
        </Button>
        <button type="button" className={styles.restart} onClick={onRestart}>
          {t('admin.signIn.restart')}
        </button>
      </form>
    </>
  );
}

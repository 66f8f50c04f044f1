import { forwardRef, useId, type FormEvent, type FormHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/Button';
import { CaptchaImage } from '@/components/CaptchaImage';
import { CountdownButton } from '@/components/CountdownButton';
import { AgreementConsent, CAPTCHA_MAX_LENGTH, textLink } from '@/components/LoginForm';
import { Notice } from '@/components/Notice';
import type { LinkComponent } from '@/components/PageShell';
import { PasswordField } from '@/components/PasswordField';
import { SMS_CODE_MAX_LENGTH } from '@/components/SmsCheckStep';
import { TextField } from '@/components/TextField';
import { PHONE_LENGTH, REGISTER_PASSWORD_MAX, type RegisterFormValues, type RegistrationErrors } from './registerRules';
import * as styles from './RegisterForm.css';

export interface RegisterFormProps extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'onChange'> {
  values: RegisterFormValues;
  /** Receives the whole form with the field's input rules already applied. */
  onValuesChange: (values: RegisterFormValues) => void;
  /** The caller validates (validateRegistration) and answers with `errors` or sends the form. */
  onSubmit: (values: RegisterFormValues) => void;
  /** Field messages as i18n keys, from validateRegistration / validateSmsRequest. */
  errors?: RegistrationErrors;
  /** Why the server refused, shown above the fields. */
  error?: ReactNode;
  submitting?: boolean;
  captchaSrc: string | null | undefined;
  onRefreshCaptcha: () => void;
  onSendCode: () => void;
  /** Seconds before another code may be requested; 0 or null when one may be requested now. */
  secondsLeft: number | null;
  sendingCode?: boolean;
  userAgreementHref: string;
  privacyAgreementHref: string;
  LinkComponent?: LinkComponent;
  /** 'Already have an account? Log in': opens the login dialog. */
  onLogin: () => void;
}

export const RegisterForm = forwardRef<HTMLFormElement, RegisterFormProps>(function RegisterForm(
  {
    values,
    onValuesChange,
    onSubmit,
    errors = {},
    error,
    submitting = false,
    captchaSrc,
    onRefreshCaptcha,
    onSendCode,
    secondsLeft,
    sendingCode = false,
    userAgreementHref,
    privacyAgreementHref,
    LinkComponent,
    onLogin,
    className,
    ...rest
  },
  ref,
) {
  const { t } = useTranslation();
  const id = useId();
  const change = (patch: Partial<RegisterFormValues>) => onValuesChange({ ...values, ...patch });
  const message = (key: keyof RegistrationErrors) => {
    const errorKey = errors[key];
    return errorKey ? t(errorKey) : undefined;
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!submitting) onSubmit(values);
  };

  return (
    <form
      ref={ref}
      noValidate
      className={[styles.root, className].filter(Boolean).join(' ')}
      data-state={submitting ? 'submitting' : Object.keys(errors).length ? 'invalid' : 'editing'}
      aria-label={t('account.register.submit')}
      onSubmit={submit}
      {...rest}
    >
      {error && <Notice tone="error" message={error} />}
      <TextField
        label={t('account.register.phoneLabel')}
        placeholder={t('account.register.phonePlaceholder')}
        size="lg"
        name="phone"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        digitsOnly
        maxLength={PHONE_LENGTH}
        value={values.phone}
        onValueChange={(phone) => change({ phone })}
        error={message('phone')}
      />
      <div className={styles.row}>
        <TextField
          className={styles.grow}
          label={t('account.register.captchaLabel')}
          placeholder={t('account.register.captchaPlaceholder')}
          size="lg"
          name="captcha"
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          stripWhitespace
          maxLength={CAPTCHA_MAX_LENGTH}
          value={values.captcha}
          onValueChange={(captcha) => change({ captcha })}
          error={message('captcha')}
        />
        <CaptchaImage className={styles.besideField} size="lg" src={captchaSrc} onRefresh={onRefreshCaptcha} />
      </div>
      <div className={styles.row}>
        <TextField
          className={styles.grow}
          label={t('account.register.smsCodeLabel')}
          placeholder={t('account.register.smsCodePlaceholder')}
          size="lg"
          name="smsCode"
          inputMode="numeric"
          autoComplete="one-time-code"
          digitsOnly
          maxLength={SMS_CODE_MAX_LENGTH}
          value={values.smsCode}
          onValueChange={(smsCode) => change({ smsCode })}
          error={message('smsCode')}
        />
        <CountdownButton
          className={[styles.besideField, styles.send].join(' ')}
          size="lg"
          secondsLeft={secondsLeft}
          loading={sendingCode}
          onClick={onSendCode}
        />
      </div>
      <PasswordField
        label={t('account.register.passwordLabel')}
        placeholder={t('account.register.passwordPlaceholder')}
        hint={t('account.register.passwordHint')}
        size="lg"
        name="password"
        autoComplete="new-password"
        maxLength={REGISTER_PASSWORD_MAX}
        value={values.password}
        onValueChange={(password) => change({ password })}
        error={message('password')}
      />
      <PasswordField
        label={t('account.register.confirmLabel')}
        placeholder={t('account.register.confirmPlaceholder')}
        size="lg"
        name="confirmPassword"
        autoComplete="new-password"
        maxLength={REGISTER_PASSWORD_MAX}
        value={values.confirmPassword}
        onValueChange={(confirmPassword) => change({ confirmPassword })}
        error={message('confirmPassword')}
      />
      <div className={styles.agreement}>
        <AgreementConsent
          checked={values.agreed}
          onCheckedChange={(agreed) => change({ agreed })}
          userAgreementHref={userAgreementHref}
          privacyAgreementHref={privacyAgreementHref}
          LinkComponent={LinkComponent}
          invalid={Boolean(errors.agreement)}
          errorId={`${id}-agreement`}
        />
        {errors.agreement && (
          <p id={`${id}-agreement`} className={styles.fieldError}>
            {message('agreement')}
          </p>
        )}
      </div>
      <Button type="submit" size="lg" block loading={submitting}>
        {t('account.register.submit')}
      </Button>
      <p className={styles.login}>
        {t('account.register.haveAccount')}
        <button type="button" className={textLink} onClick={onLogin}>
          {t('account.register.login')}
        </button>
      </p>
    </form>
  );
});

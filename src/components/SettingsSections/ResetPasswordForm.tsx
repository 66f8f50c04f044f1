import { forwardRef, type FormEvent, type FormHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/Button';
import { MaskedPhone } from '@/components/MaskedPhone';
import { Notice } from '@/components/Notice';
import { PasswordField } from '@/components/PasswordField';
import { REGISTER_PASSWORD_MAX } from '@/components/RegisterForm';
import { SettingsDone } from './SettingsDone';
import type { FieldErrors, ResetPasswordField, ResetPasswordValues } from './settingsRules';
import * as styles from './SettingsSections.css';
import { SmsCodeFields, type SmsCodeProps } from './SmsCodeFields';

export const resetPasswordStates = ['editing', 'submitting', 'done'] as const;
export type ResetPasswordState = (typeof resetPasswordStates)[number];

export interface ResetPasswordFormProps extends SmsCodeProps, Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'onChange'> {
  state: ResetPasswordState;
  /** The account's phone: the code goes there. Empty when the account has none. */
  phone: string;
  values: ResetPasswordValues;
  onValuesChange: (values: ResetPasswordValues) => void;
  /** The caller validates (validateResetPassword) and answers with `errors` or sends the form. */
  onSubmit: (values: ResetPasswordValues) => void;
  errors?: FieldErrors<ResetPasswordField>;
  error?: ReactNode;
  /** After the reset the session has ended: opens the login. */
  onLogin: () => void;
}

/** An SMS code to the account's phone and the new password typed twice; then the request to log in again. */
export const ResetPasswordForm = forwardRef<HTMLFormElement, ResetPasswordFormProps>(function ResetPasswordForm(
  {
    state,
    phone,
    values,
    onValuesChange,
    onSubmit,
    errors = {},
    error,
    onLogin,
    secondsLeft,
    sendingCode,
    onSendCode,
    needsCaptcha,
    captcha,
    onCaptchaChange,
    captchaSrc,
    onRefreshCaptcha,
    className,
    ...rest
  },
  ref,
) {
  const { t } = useTranslation();
  if (state === 'done') {
    return (
      <SettingsDone
        title={t('settingsPage.reset.doneTitle')}
        message={t('settingsPage.reset.doneMessage')}
        action={<Button onClick={onLogin}>{t('settingsPage.reset.login')}</Button>}
      />
    );
  }
  if (phone === '') return <Notice tone="info" message={t('settingsPage.reset.noPhone')} />;

  const submitting = state === 'submitting';
  const change = (patch: Partial<ResetPasswordValues>) => onValuesChange({ ...values, ...patch });
  const message = (field: ResetPasswordField) => {
    const key = errors[field];
    return key ? t(key) : undefined;
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!submitting) onSubmit(values);
  };

  return (
    <form
      ref={ref}
      noValidate
      className={[styles.form, className].filter(Boolean).join(' ')}
      data-state={submitting ? 'submitting' : Object.keys(errors).length ? 'invalid' : 'editing'}
      aria-label={t('settingsPage.sections.reset')}
      onSubmit={submit}
      {...rest}
    >
      <p className={styles.fact}>
        {t('settingsPage.reset.sendTo')}
        <MaskedPhone className={styles.factValue} phone={phone} />
      </p>
      <SmsCodeFields
        code={values.smsCode}
        onCodeChange={(smsCode) => change({ smsCode })}
        codeLabel={t('settingsPage.reset.codeLabel')}
        codePlaceholder={t('settingsPage.reset.codePlaceholder')}
        codeError={message('smsCode')}
        secondsLeft={secondsLeft}
        sendingCode={sendingCode}
        onSendCode={onSendCode}
        needsCaptcha={needsCaptcha}
        captcha={captcha}
        onCaptchaChange={onCaptchaChange}
        captchaSrc={captchaSrc}
        onRefreshCaptcha={onRefreshCaptcha}
        disabled={submitting}
      />
      <PasswordField
        label={t('settingsPage.reset.passwordLabel')}
        placeholder={t('settingsPage.password.newPlaceholder')}
        hint={t('settingsPage.password.newHint')}
        size="lg"
        name="password"
        autoComplete="new-password"
        maxLength={REGISTER_PASSWORD_MAX}
        value={values.password}
        onValueChange={(password) => change({ password })}
        error={message('password')}
        disabled={submitting}
      />
      <PasswordField
        label={t('settingsPage.reset.confirmLabel')}
        placeholder={t('settingsPage.password.confirmPlaceholder')}
        size="lg"
        name="confirmPassword"
        autoComplete="new-password"
        maxLength={REGISTER_PASSWORD_MAX}
        value={values.confirmPassword}
        onValueChange={(confirmPassword) => change({ confirmPassword })}
        error={message('confirmPassword')}
        disabled={submitting}
      />
      {error && <Notice tone="error" message={error} />}
      <div className={styles.actions}>
        <Button type="submit" size="lg" loading={submitting}>
          {t('settingsPage.reset.submit')}
        </Button>
      </div>
    </form>
  );
});

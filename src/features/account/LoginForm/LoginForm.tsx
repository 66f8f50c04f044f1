import { VisuallyHidden } from '@/components/VisuallyHidden';
import { forwardRef, useId, type FormEvent, type FormHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from '@/i18n/react';
import { Button } from '@/components/Button';
import { Checkbox } from '@/components/Checkbox';
import { CaptchaImage } from '@/features/account/CaptchaImage';
import { Notice } from '@/components/Notice';
import type { LinkComponent } from '@/components/PageShell';
import { PASSWORD_MAX_LENGTH, PasswordField } from '@/components/PasswordField';
import { TextField } from '@/components/TextField';
import { AgreementConsent } from './AgreementConsent';
import { FieldGlyph } from './FieldGlyph';
import { ACCOUNT_MAX_LENGTH, CAPTCHA_MAX_LENGTH, canSubmitLogin, type LoginFormValues } from './loginRules';
import * as styles from './LoginForm.css';
import { textLink } from './textLink.css';

export const loginFormStates = ['empty', 'filling', 'ready', 'submitting'] as const;
export type LoginFormState = (typeof loginFormStates)[number];

export type LoginFieldErrors = Partial<Record<'account' | 'password' | 'captcha' | 'agreement', ReactNode>>;

export interface LoginFormProps extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'onChange'> {
  values: LoginFormValues;
  /** Receives the whole form with the field's input rules already applied. */
  onValuesChange: (values: LoginFormValues) => void;
  /** Called only when account, password and captcha are filled; the caller checks the agreement. */
  onSubmit: (values: LoginFormValues) => void;
  /** The captcha image address, built by the caller from its captcha id. */
  captchaSrc: string | null | undefined;
  onRefreshCaptcha: () => void;
  onForgotPassword: () => void;
  userAgreementHref: string;
  privacyAgreementHref: string;
  LinkComponent?: LinkComponent;
  submitting?: boolean;
  /** Why the last attempt failed (the server's message), shown above the fields. */
  error?: ReactNode;
  /** Messages under single fields, e.g. the unticked agreement. */
  fieldErrors?: LoginFieldErrors;
}

export function loginFormState(values: LoginFormValues, submitting: boolean): LoginFormState {
  if (submitting) return 'submitting';
  if (canSubmitLogin(values)) return 'ready';
  return values.account || values.password || values.captcha ? 'filling' : 'empty';
}

export const LoginForm = forwardRef<HTMLFormElement, LoginFormProps>(function LoginForm(
  {
    values,
    onValuesChange,
    onSubmit,
    captchaSrc,
    onRefreshCaptcha,
    onForgotPassword,
    userAgreementHref,
    privacyAgreementHref,
    LinkComponent,
    submitting = false,
    error,
    fieldErrors = {},
    className,
    ...rest
  },
  ref,
) {
  const { t } = useTranslation();
  const id = useId();
  const ready = canSubmitLogin(values);
  const state = loginFormState(values, submitting);
  const change = (patch: Partial<LoginFormValues>) => onValuesChange({ ...values, ...patch });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Enter in a field submits the form too, so the button's rules are repeated here.
    if (!ready || submitting) return;
    onSubmit(values);
  };

  return (
    <form
      ref={ref}
      noValidate
      className={[styles.root, className].filter(Boolean).join(' ')}
      data-state={state}
      aria-label={t('account.login.submit')}
      onSubmit={submit}
      {...rest}
    >
      {error && <Notice tone="error" message={error} />}
      <TextField
        label={t('account.login.accountLabel')}
        hideLabel
        placeholder={t('account.login.accountPlaceholder')}
        prefix={<FieldGlyph kind="phone" />}
        size="lg"
        name="account"
        type="tel"
        inputMode="numeric"
        autoComplete="username"
        digitsOnly
        maxLength={ACCOUNT_MAX_LENGTH}
        value={values.account}
        onValueChange={(account) => change({ account })}
        error={fieldErrors.account}
      />
      <PasswordField
        label={t('account.login.passwordLabel')}
        hideLabel
        placeholder={t('account.login.passwordPlaceholder')}
        prefix={<FieldGlyph kind="lock" />}
        size="lg"
        name="password"
        maxLength={PASSWORD_MAX_LENGTH}
        value={values.password}
        onValueChange={(password) => change({ password })}
        error={fieldErrors.password}
      />
      <div className={styles.captchaRow}>
        <TextField
          className={styles.captchaField}
          label={t('account.login.captchaLabel')}
          hideLabel
          placeholder={t('account.login.captchaPlaceholder')}
          prefix={<FieldGlyph kind="shield" />}
          size="lg"
          name="captcha"
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          stripWhitespace
          maxLength={CAPTCHA_MAX_LENGTH}
          value={values.captcha}
          onValueChange={(captcha) => change({ captcha })}
          error={fieldErrors.captcha}
        />
        <CaptchaImage size="lg" src={captchaSrc} onRefresh={onRefreshCaptcha} />
      </div>
      <div className={styles.assistRow}>
        <Checkbox size="sm" name="remember" checked={values.remember} onCheckedChange={(remember) => change({ remember })}>
          {t('account.login.remember')}
        </Checkbox>
        <button type="button" className={textLink} onClick={onForgotPassword}>
          {t('account.login.forgotPassword')}
        </button>
      </div>
      <Button
        type="submit"
        size="lg"
        block
        disabled={!ready}
        loading={submitting}
        aria-describedby={ready ? undefined : `${id}-fill`}
      >
        {t('account.login.submit')}
      </Button>
      {!ready && <VisuallyHidden id={`${id}-fill`}>{t('account.login.fillAll')}</VisuallyHidden>}
      <div className={styles.agreement}>
        <AgreementConsent
          checked={values.agreed}
          onCheckedChange={(agreed) => change({ agreed })}
          userAgreementHref={userAgreementHref}
          privacyAgreementHref={privacyAgreementHref}
          LinkComponent={LinkComponent}
          invalid={Boolean(fieldErrors.agreement)}
          errorId={`${id}-agreement`}
        />
        {fieldErrors.agreement && (
          <p id={`${id}-agreement`} className={styles.fieldError}>
            {fieldErrors.agreement}
          </p>
        )}
      </div>
    </form>
  );
});

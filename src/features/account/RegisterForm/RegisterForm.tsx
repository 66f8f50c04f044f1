import { forwardRef, useId, type FormEvent, type FormHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from '@/i18n/react';
import { Button } from '@/components/Button';
import { FieldMessage, useErrorText } from '@/components/FormField';
import { AgreementConsent, textLink } from '@/features/account/LoginForm';
import { Notice } from '@/components/Notice';
import type { LinkComponent } from '@/components/PageShell';
import { CaptchaField, SmsCodeField } from '@/features/account/SmsCheckStep';
import { NewPasswordFields, PhoneField } from './AccountFields';
import type { RegisterFormValues, RegistrationErrors } from './registerRules';
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
  const message = useErrorText(errors);

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
      <PhoneField
        label={t('account.register.phoneLabel')}
        placeholder={t('account.register.phonePlaceholder')}
        value={values.phone}
        onValueChange={(phone) => change({ phone })}
        error={message('phone')}
      />
      <CaptchaField
        label={t('account.register.captchaLabel')}
        placeholder={t('account.register.captchaPlaceholder')}
        name="captcha"
        value={values.captcha}
        onValueChange={(captcha) => change({ captcha })}
        error={message('captcha')}
        captchaSrc={captchaSrc}
        onRefreshCaptcha={onRefreshCaptcha}
      />
      <SmsCodeField
        label={t('account.register.smsCodeLabel')}
        placeholder={t('account.register.smsCodePlaceholder')}
        value={values.smsCode}
        onValueChange={(smsCode) => change({ smsCode })}
        error={message('smsCode')}
        secondsLeft={secondsLeft}
        sending={sendingCode}
        onSendCode={onSendCode}
      />
      <NewPasswordFields
        field="password"
        values={values}
        onChange={change}
        errorOf={message}
        texts={{
          label: t('account.register.passwordLabel'),
          placeholder: t('account.register.passwordPlaceholder'),
          hint: t('account.register.passwordHint'),
          confirmLabel: t('account.register.confirmLabel'),
          confirmPlaceholder: t('account.register.confirmPlaceholder'),
        }}
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
          <FieldMessage id={`${id}-agreement`} tone="error">
            {message('agreement')}
          </FieldMessage>
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

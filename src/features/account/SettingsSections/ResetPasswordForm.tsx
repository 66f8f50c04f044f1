import { forwardRef, type FormHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from '@/i18n/react';
import { Button } from '@/components/Button';
import { useErrorText } from '@/components/FormField';
import { Notice } from '@/components/Notice';
import { NewPasswordFields } from '@/features/account/RegisterForm';
import { settingsPasswordTexts } from './passwordTexts';
import { SettingsDone } from './SettingsDone';
import { PhoneFact, SettingsForm } from './SettingsForm';
import { hasFieldErrors, type FieldErrors, type ResetPasswordField, type ResetPasswordValues } from './settingsRules';
import { SmsCodeFields, splitSmsCodeProps, type SmsCodeProps } from './SmsCodeFields';

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
  { state, phone, values, onValuesChange, onSubmit, errors = {}, error, onLogin, ...props },
  ref,
) {
  const { t } = useTranslation();
  const message = useErrorText(errors);
  const [sms, rest] = splitSmsCodeProps(props);
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

  return (
    <SettingsForm
      ref={ref}
      label={t('settingsPage.sections.reset')}
      busy={submitting}
      invalid={hasFieldErrors(errors)}
      onSubmit={() => onSubmit(values)}
      error={error}
      submitLabel={t('settingsPage.reset.submit')}
      {...rest}
    >
      <PhoneFact label={t('settingsPage.reset.sendTo')} phone={phone} />
      <SmsCodeFields
        code={values.smsCode}
        onCodeChange={(smsCode) => change({ smsCode })}
        codeLabel={t('settingsPage.reset.codeLabel')}
        codePlaceholder={t('settingsPage.reset.codePlaceholder')}
        codeError={message('smsCode')}
        {...sms}
        disabled={submitting}
      />
      <NewPasswordFields
        field="password"
        values={values}
        onChange={change}
        errorOf={message}
        texts={settingsPasswordTexts(t, t('settingsPage.reset.passwordLabel'), t('settingsPage.reset.confirmLabel'))}
        disabled={submitting}
      />
    </SettingsForm>
  );
});

import { forwardRef, type FormHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from '@/i18n/react';
import { Button } from '@/components/Button';
import { useErrorText } from '@/components/FormField';
import { maskPhone } from '@/components/MaskedPhone';
import { PasswordField } from '@/components/PasswordField';
import { PhoneField } from '@/features/account/RegisterForm';
import { SettingsDone } from './SettingsDone';
import { PhoneFact, SettingsForm } from './SettingsForm';
import { hasFieldErrors, type BindPhoneField, type BindPhoneValues, type FieldErrors } from './settingsRules';
import { SmsCodeFields, splitSmsCodeProps, type SmsCodeProps } from './SmsCodeFields';

export const bindPhoneStates = ['editing', 'submitting', 'done'] as const;
export type BindPhoneState = (typeof bindPhoneStates)[number];

export interface BindPhoneFormProps extends SmsCodeProps, Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'onChange'> {
  state: BindPhoneState;
  /** The account's phone now, shown masked. */
  currentPhone: string;
  values: BindPhoneValues;
  onValuesChange: (values: BindPhoneValues) => void;
  /** The caller validates (validateBindPhone) and answers with `errors` or sends the form. */
  onSubmit: (values: BindPhoneValues) => void;
  errors?: FieldErrors<BindPhoneField>;
  error?: ReactNode;
  /** The account's phone after the change (state done). */
  boundPhone?: string | null;
  onRestart: () => void;
}

/** The current phone, the new one with its SMS code, the account password; then the confirmation. */
export const BindPhoneForm = forwardRef<HTMLFormElement, BindPhoneFormProps>(function BindPhoneForm(
  { state, currentPhone, values, onValuesChange, onSubmit, errors = {}, error, boundPhone, onRestart, ...props },
  ref,
) {
  const { t } = useTranslation();
  const message = useErrorText(errors);
  const [sms, rest] = splitSmsCodeProps(props);
  if (state === 'done') {
    return (
      <SettingsDone
        title={t('settingsPage.phone.doneTitle')}
        message={t('settingsPage.phone.doneMessage', { phone: maskPhone(boundPhone ?? currentPhone) })}
        action={
          <Button variant="outline" onClick={onRestart}>
            {t('settingsPage.phone.again')}
          </Button>
        }
      />
    );
  }
  const submitting = state === 'submitting';
  const change = (patch: Partial<BindPhoneValues>) => onValuesChange({ ...values, ...patch });

  return (
    <SettingsForm
      ref={ref}
      label={t('settingsPage.sections.phone')}
      busy={submitting}
      invalid={hasFieldErrors(errors)}
      onSubmit={() => onSubmit(values)}
      error={error}
      submitLabel={t('settingsPage.phone.submit')}
      {...rest}
    >
      <PhoneFact label={t('settingsPage.phone.current')} phone={currentPhone} />
      <PhoneField
        label={t('settingsPage.phone.newLabel')}
        placeholder={t('settingsPage.phone.newPlaceholder')}
        value={values.phone}
        onValueChange={(phone) => change({ phone })}
        error={message('phone')}
        disabled={submitting}
      />
      <SmsCodeFields
        code={values.smsCode}
        onCodeChange={(smsCode) => change({ smsCode })}
        codeLabel={t('settingsPage.phone.codeLabel')}
        codePlaceholder={t('settingsPage.phone.codePlaceholder')}
        codeError={message('smsCode')}
        {...sms}
        disabled={submitting}
      />
      <PasswordField
        label={t('settingsPage.phone.passwordLabel')}
        placeholder={t('settingsPage.phone.passwordPlaceholder')}
        size="lg"
        name="password"
        autoComplete="current-password"
        value={values.password}
        onValueChange={(password) => change({ password })}
        error={message('password')}
        disabled={submitting}
      />
    </SettingsForm>
  );
});

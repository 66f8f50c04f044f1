import { forwardRef, type FormEvent, type FormHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/Button';
import { MaskedPhone, maskPhone } from '@/components/MaskedPhone';
import { Notice } from '@/components/Notice';
import { PHONE_LENGTH } from '@/components/RegisterForm';
import { TextField } from '@/components/TextField';
import { SettingsDone } from './SettingsDone';
import type { BindPhoneField, BindPhoneValues, FieldErrors } from './settingsRules';
import * as styles from './SettingsSections.css';
import { SmsCodeFields, type SmsCodeProps } from './SmsCodeFields';

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

/** The current phone, the new one with its SMS code; then the confirmation. */
export const BindPhoneForm = forwardRef<HTMLFormElement, BindPhoneFormProps>(function BindPhoneForm(
  {
    state,
    currentPhone,
    values,
    onValuesChange,
    onSubmit,
    errors = {},
    error,
    boundPhone,
    onRestart,
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
      aria-label={t('settingsPage.sections.phone')}
      onSubmit={submit}
      {...rest}
    >
      <p className={styles.fact}>
        {t('settingsPage.phone.current')}
        <MaskedPhone className={styles.factValue} phone={currentPhone} />
      </p>
      <TextField
        label={t('settingsPage.phone.newLabel')}
        placeholder={t('settingsPage.phone.newPlaceholder')}
        size="lg"
        name="phone"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        digitsOnly
        maxLength={PHONE_LENGTH}
        value={values.phone}
        onValueChange={(phone) => change({ phone })}
        error={errors.phone ? t(errors.phone) : undefined}
        disabled={submitting}
      />
      <SmsCodeFields
        code={values.smsCode}
        onCodeChange={(smsCode) => change({ smsCode })}
        codeLabel={t('settingsPage.phone.codeLabel')}
        codePlaceholder={t('settingsPage.phone.codePlaceholder')}
        codeError={errors.smsCode ? t(errors.smsCode) : undefined}
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
      {error && <Notice tone="error" message={error} />}
      <div className={styles.actions}>
        <Button type="submit" size="lg" loading={submitting}>
          {t('settingsPage.phone.submit')}
        </Button>
      </div>
    </form>
  );
});

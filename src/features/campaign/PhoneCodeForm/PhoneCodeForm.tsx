import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/react';
import { Button } from '@/components/Button';
import { Notice } from '@/components/Notice';
import { TextField } from '@/components/TextField';
import { CaptchaField, SmsCodeField } from '@/features/account/SmsCheckStep';
import * as styles from '../campaign.css';

export interface SmsSenderView {
  secondsLeft: number;
  sending: boolean;
  captchaRequired: boolean;
  captcha: string;
  captchaSrc: string | null;
}

export interface PhoneCodeFormProps {
  title: ReactNode;
  hint?: ReactNode;
  phoneLabel?: string;
  phone: string;
  code: string;
  errors: { phone?: string | undefined; code?: string | undefined };
  sms: SmsSenderView;
  submitLabel: string;
  submitting: boolean;
  /** The server's refusal of the last submit. */
  failure: string | null;
  onPhoneChange: (value: string) => void;
  onCodeChange: (value: string) => void;
  onCaptchaChange: (value: string) => void;
  onRefreshCaptcha: () => void;
  onSendCode: () => void;
  onSubmit: () => void;
  /** More fields under the code (the course chosen, …). */
  children?: ReactNode;
}

/** Phone number and SMS code, the sign-in of every campaign funnel. */
export function PhoneCodeForm(props: PhoneCodeFormProps) {
  const { t } = useTranslation();
  const { sms, errors } = props;
  return (
    <form
      className={styles.card}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        props.onSubmit();
      }}
    >
      <h2 className={styles.title}>{props.title}</h2>
      {props.hint && <p className={styles.text}>{props.hint}</p>}
      <TextField
        label={props.phoneLabel ?? t('campaign.form.phone')}
        placeholder={t('campaign.form.phonePlaceholder')}
        name="mobilePhone"
        size="lg"
        inputMode="numeric"
        autoComplete="tel"
        maxLength={11}
        value={props.phone}
        onValueChange={(value) => props.onPhoneChange(value.replace(/\D/g, ''))}
        error={errors.phone}
        required
      />
      {sms.captchaRequired && (
        <CaptchaField
          label={t('campaign.form.captcha')}
          placeholder={t('campaign.form.captchaPlaceholder')}
          name="captcha"
          value={sms.captcha}
          onValueChange={props.onCaptchaChange}
          captchaSrc={sms.captchaSrc}
          onRefreshCaptcha={props.onRefreshCaptcha}
        />
      )}
      <SmsCodeField
        label={t('campaign.form.code')}
        placeholder={t('campaign.form.codePlaceholder')}
        value={props.code}
        onValueChange={props.onCodeChange}
        error={errors.code}
        secondsLeft={sms.secondsLeft}
        sending={sms.sending}
        sendDisabled={sms.captchaRequired && sms.captcha.length === 0}
        onSendCode={props.onSendCode}
        required
      />
      {props.children}
      {props.failure && <Notice tone="error" message={props.failure} />}
      <Button type="submit" size="lg" block loading={props.submitting} disabled={props.submitting}>
        {props.submitting ? t('campaign.form.submitting') : props.submitLabel}
      </Button>
    </form>
  );
}

import { forwardRef, useId, type FormEvent, type FormHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from '@/i18n/react';
import { Button } from '@/components/Button';
import { FieldGlyph, textLink } from '@/features/account/LoginForm';
import { MaskedPhone } from '@/components/MaskedPhone';
import { Notice } from '@/components/Notice';
import { CaptchaField, SmsCodeField } from './CodeFields';
import { canVerifyCode } from './smsRules';
import * as styles from './SmsCheckStep.css';

export const smsCheckStates = ['idle', 'sending', 'counting', 'verifying'] as const;
export type SmsCheckState = (typeof smsCheckStates)[number];

export interface SmsCheckStepProps extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'onChange'> {
  /** The phone the code goes to; shown with only its first 3 and last 4 digits. */
  phone: string;
  code: string;
  onCodeChange: (code: string) => void;
  /** Seconds before another code may be requested; 0 or null when one may be requested now. */
  secondsLeft: number | null;
  /** The request for a code is on its way. */
  sending?: boolean;
  onSendCode: () => void;
  onVerify: (code: string) => void;
  verifying?: boolean;
  /** Back to the password form. */
  onBack: () => void;
  /** The server wants an image captcha with the SMS request. */
  needsCaptcha?: boolean;
  captcha?: string;
  onCaptchaChange?: (captcha: string) => void;
  captchaSrc?: string | null;
  onRefreshCaptcha?: () => void;
  /** Why the last send or check failed, shown above the fields. */
  error?: ReactNode;
}

export function smsCheckState({
  secondsLeft,
  sending,
  verifying,
}: Pick<SmsCheckStepProps, 'secondsLeft' | 'sending' | 'verifying'>): SmsCheckState {
  if (verifying) return 'verifying';
  if (sending) return 'sending';
  return secondsLeft != null && secondsLeft > 0 ? 'counting' : 'idle';
}

export const SmsCheckStep = forwardRef<HTMLFormElement, SmsCheckStepProps>(function SmsCheckStep(
  {
    phone,
    code,
    onCodeChange,
    secondsLeft,
    sending = false,
    onSendCode,
    onVerify,
    verifying = false,
    onBack,
    needsCaptcha = false,
    captcha = '',
    onCaptchaChange,
    captchaSrc,
    onRefreshCaptcha,
    error,
    className,
    ...rest
  },
  ref,
) {
  const { t } = useTranslation();
  const id = useId();
  const verifiable = canVerifyCode(code);
  const captchaMissing = needsCaptcha && captcha.trim() === '';

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!verifiable || verifying) return;
    onVerify(code);
  };

  return (
    <form
      ref={ref}
      noValidate
      className={[styles.root, className].filter(Boolean).join(' ')}
      data-state={smsCheckState({ secondsLeft, sending, verifying })}
      aria-labelledby={`${id}-intro`}
      onSubmit={submit}
      {...rest}
    >
      <div className={styles.intro}>
        <span className={styles.introGlyph}>
          <FieldGlyph kind="shield" />
        </span>
        <div className={styles.introText}>
          <p id={`${id}-intro`} className={styles.introTitle}>
            {t('account.sms.intro')}
          </p>
          <p className={styles.phoneLine}>
            {t('account.sms.sentTo')} <MaskedPhone className={styles.phone} phone={phone} />
          </p>
        </div>
      </div>
      {error && <Notice tone="error" message={error} />}
      {needsCaptcha && (
        <CaptchaField
          label={t('account.login.captchaLabel')}
          hideLabel
          placeholder={t('account.login.captchaPlaceholder')}
          prefix={<FieldGlyph kind="shield" />}
          hint={t('account.sms.captchaHint')}
          name="smsCaptcha"
          value={captcha}
          onValueChange={(value) => onCaptchaChange?.(value)}
          captchaSrc={captchaSrc}
          onRefreshCaptcha={onRefreshCaptcha}
        />
      )}
      <SmsCodeField
        label={t('account.sms.codeLabel')}
        hideLabel
        placeholder={t('account.sms.codePlaceholder')}
        prefix={<FieldGlyph kind="message" />}
        value={code}
        onValueChange={onCodeChange}
        secondsLeft={secondsLeft}
        sending={sending}
        sendDisabled={captchaMissing || verifying}
        onSendCode={onSendCode}
      />
      <Button type="submit" size="lg" block disabled={!verifiable} loading={verifying}>
        {t('account.sms.verify')}
      </Button>
      <div className={styles.back}>
        <button type="button" className={textLink} onClick={onBack} disabled={verifying}>
          {t('account.sms.back')}
        </button>
      </div>
    </form>
  );
});

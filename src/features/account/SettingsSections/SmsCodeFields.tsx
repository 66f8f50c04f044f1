import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/react';
import { CaptchaField, SmsCodeField } from '@/features/account/SmsCheckStep';

/** What a form with an SMS code shows of the code sender. */
export interface SmsCodeProps {
  /** Seconds before another code may be requested; 0 or null when one may be requested now. */
  secondsLeft: number | null;
  /** The request for a code is on its way. */
  sendingCode?: boolean;
  onSendCode: () => void;
  /** The server wants an image captcha with the code request. */
  needsCaptcha?: boolean;
  captcha?: string;
  onCaptchaChange?: (captcha: string) => void;
  captchaSrc?: string | null;
  onRefreshCaptcha?: () => void;
}

const smsCodeKeys: Record<keyof SmsCodeProps, true> = {
  secondsLeft: true,
  sendingCode: true,
  onSendCode: true,
  needsCaptcha: true,
  captcha: true,
  onCaptchaChange: true,
  captchaSrc: true,
  onRefreshCaptcha: true,
};

/** A form's props parted into the code sender's and the rest (for the form element). */
export function splitSmsCodeProps<Props extends SmsCodeProps>(props: Props): [SmsCodeProps, Omit<Props, keyof SmsCodeProps>] {
  const sms: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) (Object.hasOwn(smsCodeKeys, key) ? sms : rest)[key] = value;
  return [sms as unknown as SmsCodeProps, rest as Omit<Props, keyof SmsCodeProps>];
}

export interface SmsCodeFieldsProps extends SmsCodeProps {
  code: string;
  onCodeChange: (code: string) => void;
  codeLabel: ReactNode;
  codePlaceholder: string;
  codeError?: ReactNode;
  disabled?: boolean;
}

/** The image captcha (when the server asks for one) and the SMS code with its send button and countdown. */
export function SmsCodeFields({
  code,
  onCodeChange,
  codeLabel,
  codePlaceholder,
  codeError,
  secondsLeft,
  sendingCode = false,
  onSendCode,
  needsCaptcha = false,
  captcha = '',
  onCaptchaChange,
  captchaSrc,
  onRefreshCaptcha,
  disabled = false,
}: SmsCodeFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      {needsCaptcha && (
        <CaptchaField
          label={t('settingsPage.sms.captchaLabel')}
          placeholder={t('settingsPage.sms.captchaPlaceholder')}
          hint={t('settingsPage.sms.captchaHint')}
          name="smsCaptcha"
          value={captcha}
          onValueChange={(value) => onCaptchaChange?.(value)}
          disabled={disabled}
          captchaSrc={captchaSrc}
          onRefreshCaptcha={onRefreshCaptcha}
        />
      )}
      <SmsCodeField
        label={codeLabel}
        placeholder={codePlaceholder}
        value={code}
        onValueChange={onCodeChange}
        error={codeError}
        disabled={disabled}
        secondsLeft={secondsLeft}
        sending={sendingCode}
        // With a captcha asked for, a code can be requested only once it is typed.
        sendDisabled={disabled || (needsCaptcha && captcha.trim() === '')}
        onSendCode={onSendCode}
      />
    </>
  );
}

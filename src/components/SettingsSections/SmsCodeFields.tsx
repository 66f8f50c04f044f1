import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CaptchaImage } from '@/components/CaptchaImage';
import { CountdownButton } from '@/components/CountdownButton';
import { CAPTCHA_MAX_LENGTH } from '@/components/LoginForm';
import { SMS_CODE_MAX_LENGTH } from '@/components/SmsCheckStep';
import { TextField } from '@/components/TextField';
import * as styles from './SettingsSections.css';

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
  const id = useId();
  return (
    <>
      {needsCaptcha && (
        <div className={styles.captchaGroup}>
          <div className={styles.row}>
            <TextField
              className={styles.grow}
              label={t('settingsPage.sms.captchaLabel')}
              placeholder={t('settingsPage.sms.captchaPlaceholder')}
              aria-describedby={`${id}-captcha-hint`}
              size="lg"
              name="smsCaptcha"
              autoComplete="off"
              autoCapitalize="off"
              spellCheck={false}
              stripWhitespace
              maxLength={CAPTCHA_MAX_LENGTH}
              value={captcha}
              onValueChange={(value) => onCaptchaChange?.(value)}
              disabled={disabled}
            />
            <CaptchaImage className={styles.besideField} size="lg" src={captchaSrc} onRefresh={() => onRefreshCaptcha?.()} />
          </div>
          <p id={`${id}-captcha-hint`} className={styles.note}>
            {t('settingsPage.sms.captchaHint')}
          </p>
        </div>
      )}
      <div className={styles.row}>
        <TextField
          className={styles.grow}
          label={codeLabel}
          placeholder={codePlaceholder}
          size="lg"
          name="smsCode"
          inputMode="numeric"
          autoComplete="one-time-code"
          digitsOnly
          maxLength={SMS_CODE_MAX_LENGTH}
          value={code}
          onValueChange={onCodeChange}
          error={codeError}
          disabled={disabled}
        />
        <CountdownButton
          className={[styles.besideField, styles.sendButton].join(' ')}
          size="lg"
          secondsLeft={secondsLeft}
          loading={sendingCode}
          // With a captcha asked for, a code can be requested only once it is typed.
          disabled={disabled || (needsCaptcha && captcha.trim() === '')}
          onClick={onSendCode}
        />
      </div>
    </>
  );
}

import { useId, type ReactNode } from 'react';
import { CaptchaImage } from '@/features/account/CaptchaImage';
import { CountdownButton } from '@/components/CountdownButton';
import { FieldMessage } from '@/components/FormField';
import { CAPTCHA_MAX_LENGTH } from '@/features/account/LoginForm';
import { TextField, type TextFieldProps } from '@/components/TextField';
import { SMS_CODE_MAX_LENGTH } from './smsRules';
import * as styles from './SmsCheckStep.css';

/*
 * The two fields an SMS code request needs, each with its control beside the box: the image captcha with
 * its picture, the code with its send button and countdown. With a visible label the control moves down
 * to line up with the box; with a hidden one both start at the top.
 */

export interface CaptchaFieldProps extends Omit<TextFieldProps, 'size' | 'maxLength' | 'stripWhitespace' | 'hint'> {
  captchaSrc: string | null | undefined;
  onRefreshCaptcha?: () => void;
  /** A sentence under the whole row, read as the field's description. */
  hint?: ReactNode;
}

export function CaptchaField({ captchaSrc, onRefreshCaptcha, hint, hideLabel, className, ...field }: CaptchaFieldProps) {
  const hintId = `${useId()}-captcha-hint`;
  const row = (
    <div className={[styles.row, hint ? undefined : className].filter(Boolean).join(' ')}>
      <TextField
        className={styles.grow}
        hideLabel={hideLabel}
        aria-describedby={hint ? hintId : undefined}
        size="lg"
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        stripWhitespace
        maxLength={CAPTCHA_MAX_LENGTH}
        {...field}
      />
      <CaptchaImage
        className={hideLabel ? undefined : styles.besideField}
        size="lg"
        src={captchaSrc}
        onRefresh={() => onRefreshCaptcha?.()}
      />
    </div>
  );
  if (!hint) return row;
  return (
    <div className={[styles.captcha, className].filter(Boolean).join(' ')}>
      {row}
      {/* Under the whole row rather than the field, so the sentence is not squeezed beside the picture. */}
      <FieldMessage id={hintId}>{hint}</FieldMessage>
    </div>
  );
}

export interface SmsCodeFieldProps extends Omit<TextFieldProps, 'size' | 'maxLength' | 'digitsOnly'> {
  /** Seconds before another code may be requested; 0 or null when one may be requested now. */
  secondsLeft: number | null;
  /** The request for a code is on its way. */
  sending?: boolean;
  /** Keeps the send button off, e.g. while a captcha asked for is missing. */
  sendDisabled?: boolean;
  onSendCode: () => void;
}

export function SmsCodeField({
  secondsLeft,
  sending = false,
  sendDisabled,
  onSendCode,
  hideLabel,
  className,
  ...field
}: SmsCodeFieldProps) {
  return (
    <div className={[styles.row, className].filter(Boolean).join(' ')}>
      <TextField
        className={styles.grow}
        hideLabel={hideLabel}
        size="lg"
        name="smsCode"
        inputMode="numeric"
        autoComplete="one-time-code"
        digitsOnly
        maxLength={SMS_CODE_MAX_LENGTH}
        {...field}
      />
      <CountdownButton
        className={[hideLabel ? undefined : styles.besideField, styles.send].filter(Boolean).join(' ')}
        size="lg"
        secondsLeft={secondsLeft}
        loading={sending}
        disabled={sendDisabled}
        onClick={onSendCode}
      />
    </div>
  );
}

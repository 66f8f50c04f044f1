import { forwardRef, useState } from 'react';
import { useTranslation } from '@/i18n/react';
import { IconButton } from '@/components/IconButton';
import { TextField, type TextFieldProps } from '@/components/TextField';
import { EyeGlyph } from './EyeGlyph';
import * as styles from './PasswordField.css';

export const passwordVisibilities = ['hidden', 'shown'] as const;
export type PasswordVisibility = (typeof passwordVisibilities)[number];

/** SPEC §5: a password keeps at most 16 characters and never contains whitespace. */
export const PASSWORD_MAX_LENGTH = 16;

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'suffix' | 'digitsOnly'> {
  /** Starts with the characters visible; the user can still toggle. */
  defaultVisible?: boolean;
  onVisibleChange?: (visible: boolean) => void;
}

export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(function PasswordField(
  {
    defaultVisible = false,
    onVisibleChange,
    maxLength = PASSWORD_MAX_LENGTH,
    stripWhitespace = true,
    autoComplete = 'current-password',
    disabled,
    className,
    ...rest
  },
  ref,
) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(defaultVisible);
  const visibility: PasswordVisibility = visible ? 'shown' : 'hidden';

  const toggle = () => {
    setVisible(!visible);
    onVisibleChange?.(!visible);
  };

  return (
    <TextField
      ref={ref}
      {...rest}
      className={className}
      type={visible ? 'text' : 'password'}
      maxLength={maxLength}
      stripWhitespace={stripWhitespace}
      autoComplete={autoComplete}
      autoCapitalize="off"
      autoCorrect="off"
      spellCheck={false}
      disabled={disabled}
      suffix={
        <IconButton
          size="sm"
          variant="ghost"
          className={styles.toggle}
          aria-label={t('components.passwordField.show')}
          aria-pressed={visible}
          data-state={visibility}
          disabled={disabled}
          // Keeps the caret in the field so typing can continue right after peeking.
          onMouseDown={(event) => event.preventDefault()}
          onClick={toggle}
        >
          <EyeGlyph struck={visible} />
        </IconButton>
      }
    />
  );
});

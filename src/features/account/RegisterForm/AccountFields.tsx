import type { ReactNode } from 'react';
import { PasswordField } from '@/components/PasswordField';
import { TextField, type TextFieldProps } from '@/components/TextField';
import { PHONE_LENGTH, REGISTER_PASSWORD_MAX } from './registerRules';

/* Fields the account forms share: a mainland mobile number, and a new password typed twice. */

export type PhoneFieldProps = Omit<TextFieldProps, 'size' | 'type' | 'inputMode' | 'digitsOnly' | 'maxLength'>;

/** An 11-digit mobile number: digits only, the phone keypad on touch screens. */
export function PhoneField(props: PhoneFieldProps) {
  return (
    <TextField
      size="lg"
      name="phone"
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      digitsOnly
      maxLength={PHONE_LENGTH}
      {...props}
    />
  );
}

export interface NewPasswordTexts {
  label: ReactNode;
  placeholder: string;
  /** The password rule, shown under the first field until it has an error. */
  hint?: ReactNode;
  confirmLabel: ReactNode;
  confirmPlaceholder: string;
}

type PasswordPair<Field extends string> = Record<Field | 'confirmPassword', string>;

export interface NewPasswordFieldsProps<Field extends string> {
  /** The first field's name and its key in `values` ('password', or 'newPassword' beside an old one). */
  field: Field;
  values: PasswordPair<Field>;
  onChange: (patch: Partial<PasswordPair<Field>>) => void;
  /** A field's message, already in words. */
  errorOf: (field: Field | 'confirmPassword') => ReactNode;
  texts: NewPasswordTexts;
  disabled?: boolean;
}

/** A new password and the same again to confirm it. */
export function NewPasswordFields<Field extends string>({
  field,
  values,
  onChange,
  errorOf,
  texts,
  disabled,
}: NewPasswordFieldsProps<Field>) {
  return (
    <>
      <PasswordField
        label={texts.label}
        placeholder={texts.placeholder}
        hint={texts.hint}
        size="lg"
        name={field}
        autoComplete="new-password"
        maxLength={REGISTER_PASSWORD_MAX}
        value={values[field]}
        onValueChange={(value) => onChange({ [field]: value } as Partial<PasswordPair<Field>>)}
        error={errorOf(field)}
        disabled={disabled}
      />
      <PasswordField
        label={texts.confirmLabel}
        placeholder={texts.confirmPlaceholder}
        size="lg"
        name="confirmPassword"
        autoComplete="new-password"
        maxLength={REGISTER_PASSWORD_MAX}
        value={values.confirmPassword}
        onValueChange={(confirmPassword) => onChange({ confirmPassword } as Partial<PasswordPair<Field>>)}
        error={errorOf('confirmPassword')}
        disabled={disabled}
      />
    </>
  );
}

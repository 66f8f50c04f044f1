import { TextField, type TextFieldProps } from '@/components/TextField';

/** A mainland mobile number: the form a staff account's phone takes. */
export const isMobilePhone = (value: string) => /^1\d{10}$/.test(value);

/** The console's phone input: digits only, at most eleven, with the phone's keypad. */
export function PhoneField(props: Omit<TextFieldProps, 'digitsOnly' | 'maxLength' | 'inputMode'>) {
  return <TextField {...props} digitsOnly maxLength={11} inputMode="numeric" />;
}

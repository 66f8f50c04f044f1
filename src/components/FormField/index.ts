export { FieldMessage, fieldMessageTones, FormField } from './FormField';
export type { FieldMessageProps, FieldMessageTone, FormFieldProps } from './FormField';
export { useErrorText } from './useErrorText';

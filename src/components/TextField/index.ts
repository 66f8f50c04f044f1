export { TextField, textFieldSizes, textFieldStates } from './TextField';
export type { TextFieldProps, TextFieldSize, TextFieldState } from './TextField';
export { applyInputRules } from './inputRules';
export type { InputRules } from './inputRules';

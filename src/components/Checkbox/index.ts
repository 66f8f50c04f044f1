export { Checkbox, checkboxSizes, checkboxStates } from './Checkbox';
export type { CheckboxProps, CheckboxSize, CheckboxState } from './Checkbox';

export { PayMethodPicker, payMethodNames, type PayMethodName, type PayMethodPickerProps } from './PayMethodPicker';

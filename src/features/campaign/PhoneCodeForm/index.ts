export { PhoneCodeForm, type PhoneCodeFormProps, type SmsSenderView } from './PhoneCodeForm';

export { PhoneCodeForm, phoneCodeErrors, type PhoneCodeFormProps, type SmsSenderView } from './PhoneCodeForm';

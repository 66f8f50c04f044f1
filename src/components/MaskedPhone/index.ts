export { MaskedPhone } from './MaskedPhone';
export type { MaskedPhoneProps } from './MaskedPhone';
export { maskPhone } from './maskPhone';

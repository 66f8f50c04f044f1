export * as account from './account';
export * as customer from './customer';
export * as grade from './grade';
export * as login from './login';
export * as sms from './sms';
export { USER_API } from './paths';

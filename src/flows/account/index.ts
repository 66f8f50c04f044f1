// What the rest of the app uses of the account flows: reach them through '@/flows/account', never a file inside.
export * from './accountCalls';
export * from './accountMachines';
export * from './captcha';
export * from './rememberedLogin';
export * from './returnPath';
export * from './serverAnswer';
export * from './toAppUser';

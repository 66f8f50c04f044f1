export * from './staffSignInMachine';

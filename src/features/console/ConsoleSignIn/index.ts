export * from './ConsoleSignIn';

export * from './ConsoleFrame';

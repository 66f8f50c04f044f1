export * from './ConsoleOverview';

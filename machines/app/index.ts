export {
  appMachine,
  createAppMachine,
  createInitialContext,
  type AppEffectActions,
  initialRoute,
  type AppMachine,
  type NavigateParams,
} from './appMachine';
export * from './paths';
export { addToSearchHistory, removeFromSearchHistory, restoreSearchHistory, SEARCH_HISTORY_LIMIT } from './searchHistory';
export * from './types';
export { avatarUrl, tokenOf } from './user';

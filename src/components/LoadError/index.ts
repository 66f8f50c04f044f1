export { LoadError, loadErrorSizes, loadErrorStates } from './LoadError';
export type { LoadErrorProps, LoadErrorSize, LoadErrorState } from './LoadError';

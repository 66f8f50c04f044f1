export { AdviserCheck } from './AdviserCheck';
export type { AdviserCheckProps, AdviserCheckResult } from './AdviserCheck';

export { LoadableContent } from './LoadableContent';
export type { LoadableContentProps } from './LoadableContent';
export { dataOf, failed, loadableStatuses, loading, mapLoadable, ready } from './loadable';
export type { Loadable, LoadableStatus } from './loadable';

export { Skeleton, SkeletonGroup, skeletonShapes } from './Skeleton';
export type { SkeletonGroupProps, SkeletonProps, SkeletonShape } from './Skeleton';

export { CardGrid, cardGridColumns, cardGridPhoneColumns } from './CardGrid';
export type { CardGridColumns, CardGridPhoneColumns, CardGridProps } from './CardGrid';
export { CardGridSkeleton, CardList } from './CardGridParts';
export type { CardGridSkeletonProps, CardListProps } from './CardGridParts';

import type { Key, ReactNode } from 'react';
import { SkeletonGroup } from '@/components/Skeleton';
import { CardGrid, type CardGridProps } from './CardGrid';

export interface CardGridSkeletonProps extends Omit<CardGridProps, 'children'> {
  /** How many placeholder cards: as many as the list shows first, so nothing jumps when it arrives. */
  count: number;
  /** One placeholder card (the card's own skeleton). */
  card: ReactNode;
}

/** The loading state of a grid of cards: the same grid, filled with one card's skeleton. */
export function CardGridSkeleton({ count, card, ...grid }: CardGridSkeletonProps) {
  return (
    <SkeletonGroup>
      <CardGrid {...grid}>
        {Array.from({ length: count }, (_, index) => (
          <li key={index}>{card}</li>
        ))}
      </CardGrid>
    </SkeletonGroup>
  );
}

export interface CardListProps<T> extends Omit<CardGridProps, 'children'> {
  items: readonly T[];
  keyOf: (item: T) => Key;
  children: (item: T, index: number) => ReactNode;
}

/** A grid with one card per item. */
export function CardList<T>({ items, keyOf, children, ...grid }: CardListProps<T>) {
  return (
    <CardGrid {...grid}>
      {items.map((item, index) => (
        <li key={keyOf(item)}>{children(item, index)}</li>
      ))}
    </CardGrid>
  );
}

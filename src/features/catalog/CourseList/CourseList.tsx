import type { ReactNode } from 'react';
import { CardGrid, CardList, type CardGridColumns } from '@/components/CardGrid';
import { EmptyState } from '@/components/EmptyState';
import { LoadableContent, type Loadable } from '@/components/Loadable';
import { Pagination } from '@/components/Pagination';
import { SkeletonGroup } from '@/components/Skeleton';
import { CourseCard, CourseCardSkeleton, type CourseCardData, type CourseCardVariant } from '../CourseCard';
import * as styles from './CourseList.css';

export interface CoursePage {
  list: readonly CourseCardData[];
  total: number;
  page: number;
  size: number;
}

export interface CourseListProps {
  value: Loadable<CoursePage>;
  columns?: CardGridColumns;
  variant?: CourseCardVariant;
  /** Skeleton cards while loading (the page size, so the list does not jump). */
  placeholders?: number;
  onPageChange?: (page: number) => void;
  empty?: ReactNode;
  headingLevel?: 'h2' | 'h3';
}

/** A page of course cards with its pagination, in whichever state its data is. */
export function CourseList({
  value,
  columns = 4,
  variant = 'grid',
  placeholders = 8,
  onPageChange,
  empty,
  headingLevel,
}: CourseListProps) {
  return (
    <LoadableContent
      value={value}
      isEmpty={(page) => page.list.length === 0}
      empty={empty ?? <EmptyState />}
      skeleton={
        <SkeletonGroup>
          <CardGrid columns={columns}>
            {Array.from({ length: placeholders }, (_, index) => (
              <li key={index}>
                <CourseCardSkeleton variant={variant} />
              </li>
            ))}
          </CardGrid>
        </SkeletonGroup>
      }
    >
      {(page) => (
        <div className={styles.root}>
          <CardList items={page.list} keyOf={(course) => course.id} columns={columns}>
            {(course, index) => (
              <CourseCard course={course} variant={variant} eager={index < columns} headingLevel={headingLevel} />
            )}
          </CardList>
          {onPageChange && (
            <Pagination page={page.page} pageSize={page.size} total={page.total} onPageChange={onPageChange} showTotal />
          )}
        </div>
      )}
    </LoadableContent>
  );
}

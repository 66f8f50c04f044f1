import { useTranslation } from '@/i18n/react';
import type { SaleState } from '@contract/vocabulary/courseStatus';
import { formatDate } from '@/lib/format';
import '../texts';

export interface SaleWindowData {
  /** False when it cannot be bought now; its buyers keep it either way. */
  onSale?: boolean;
  /** Why not (absent in older answers: then a course not on sale was withdrawn). */
  saleState?: SaleState;
  saleStartsAt?: string | null;
}

/**
 * Whether the family may learn the course now without buying it: theirs already, or free and open (a free
 * course whose sale has not started waits like any other).
 */
export function isOpenToLearn(course: SaleWindowData & { purchased: boolean; isFree: boolean }): boolean {
  return course.purchased || (course.isFree && course.saleState !== 'upcoming');
}

/** Whether the buy button belongs on a course's page: not for a course that is not on sale now. */
export function isForSale(course: SaleWindowData): boolean {
  return course.onSale !== false;
}

/**
 * What stands in place of the buy button of a course that cannot be bought now: when its sale starts, that
 * it is no longer sold, or that it was withdrawn.
 */
export function SaleNote({ course, className }: { course: SaleWindowData; className?: string }) {
  const { t } = useTranslation();
  const state = course.saleState ?? 'withdrawn';
  const text =
    state === 'upcoming' && course.saleStartsAt
      ? t('catalog.hero.saleStarts', { time: formatDate(course.saleStartsAt, 'MM-DD HH:mm') })
      : state === 'ended'
        ? t('catalog.hero.saleEnded')
        : t('catalog.hero.withdrawn');
  return (
    <span className={className} data-testid="sale-note">
      {text}
    </span>
  );
}

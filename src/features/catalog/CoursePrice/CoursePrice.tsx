import { useTranslation } from '@/i18n/react';
import { Price } from '@/components/Price';
import { readablePriceColor } from '../CourseCard';
import '../texts';

export interface CoursePriceData {
  price: number;
  originalPrice: number;
  isFree: boolean;
}

export interface CoursePriceProps {
  course: CoursePriceData;
  /** Class of the price of a paid course. */
  className?: string;
  /** Class of the free label of a free course. */
  freeClassName?: string;
  /** Font size of the price of a paid course (CSS length); the price's own size when left out. */
  size?: string;
}

/**
 * What a course costs where it is bought: the free label for a free course, otherwise its price in the
 * readable red, with the list price struck through only when it is higher.
 */
export function CoursePrice({ course, className, freeClassName, size }: CoursePriceProps) {
  const { t } = useTranslation();
  if (course.isFree) return <span className={freeClassName}>{t('catalog.card.free')}</span>;
  return (
    <Price
      price={course.price}
      originalPrice={course.originalPrice > course.price ? course.originalPrice : undefined}
      priceColor={readablePriceColor}
      tagColor={readablePriceColor}
      className={className}
      size={size}
    />
  );
}

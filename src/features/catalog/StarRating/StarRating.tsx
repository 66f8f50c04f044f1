import { useTranslation } from '@/i18n/react';
import '../texts';
import * as styles from './StarRating.css';

const STARS = [1, 2, 3, 4, 5] as const;

/** Five stars filled to a score (half stars rounded), read out as the score. */
export function StarRating({ score, size = 'sm' }: { score: number; size?: 'sm' | 'md' }) {
  const { t } = useTranslation();
  const filled = Math.round(score);
  return (
    <span className={[styles.root, styles.size[size]].join(' ')} role="img" aria-label={t('catalog.reviews.score', { score })}>
      {STARS.map((star) => (
        <svg key={star} viewBox="0 0 24 24" className={styles.star} data-filled={star <= filled || undefined} aria-hidden="true">
          <path d="M12 2.8l2.8 5.7 6.3.9-4.6 4.4 1.1 6.3L12 17.1l-5.6 3 1.1-6.3-4.6-4.4 6.3-.9z" />
        </svg>
      ))}
    </span>
  );
}

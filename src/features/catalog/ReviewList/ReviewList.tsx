import { useId } from 'react';
import { useTranslation } from '@/i18n/react';
import { EmptyState } from '@/components/EmptyState';
import { LoadableContent, type Loadable } from '@/components/Loadable';
import { Pagination } from '@/components/Pagination';
import { Skeleton, SkeletonGroup } from '@/components/Skeleton';
import { formatDate } from '@/lib/format';
import { StarRating } from '../StarRating';
import '../texts';
import * as styles from './ReviewList.css';

export interface Review {
  id: number;
  userName: string;
  score: number;
  content: string;
  createdAt: string;
}

export interface ReviewPage {
  list: readonly Review[];
  total: number;
  page: number;
  size: number;
  averageScore: number | null;
}

export interface ReviewListProps {
  /** The chapters reviews can be read for, and the one shown. */
  chapters: readonly { id: number; title: string }[];
  chapterId: number | null;
  onChapterChange: (chapterId: number) => void;
  value: Loadable<ReviewPage>;
  onPageChange: (page: number) => void;
}

/** Learners' ratings of a chapter: the average, then each review with stars, masked name and date. */
export function ReviewList({ chapters, chapterId, onChapterChange, value, onPageChange }: ReviewListProps) {
  const { t } = useTranslation();
  const selectId = useId();
  return (
    <div className={styles.root}>
      <div className={styles.toolbar}>
        <label htmlFor={selectId} className={styles.selectLabel}>
          {t('catalog.reviews.chapter')}
        </label>
        <select
          id={selectId}
          className={styles.select}
          value={chapterId ?? ''}
          onChange={(event) => onChapterChange(Number(event.target.value))}
        >
          {chapters.map((chapter, index) => (
            <option key={chapter.id} value={chapter.id}>
              {t('catalog.outline.chapter', { number: index + 1 })} {chapter.title}
            </option>
          ))}
        </select>
        {value.status === 'ready' && value.data.averageScore !== null && (
          <span className={styles.average}>
            <strong>{value.data.averageScore.toFixed(1)}</strong>
            <StarRating score={value.data.averageScore} size="md" />
            <span>{t('catalog.reviews.count', { count: value.data.total })}</span>
          </span>
        )}
      </div>
      <LoadableContent
        value={value}
        size="sm"
        isEmpty={(page) => page.list.length === 0}
        empty={<EmptyState size="sm" title={t('catalog.reviews.empty')} description={t('catalog.reviews.emptyHint')} />}
        skeleton={
          <SkeletonGroup className={styles.skeleton}>
            {[0, 1, 2].map((row) => (
              <Skeleton key={row} lines={2} />
            ))}
          </SkeletonGroup>
        }
      >
        {(page) => (
          <>
            <ul className={styles.list}>
              {page.list.map((review) => (
                <li key={review.id} className={styles.review}>
                  <div className={styles.reviewHead}>
                    <span className={styles.reviewer}>{review.userName}</span>
                    <StarRating score={review.score} />
                    <time className={styles.date} dateTime={review.createdAt}>
                      {formatDate(review.createdAt)}
                    </time>
                  </div>
                  {review.content && <p className={styles.content}>{review.content}</p>}
                </li>
              ))}
            </ul>
            <Pagination page={page.page} pageSize={page.size} total={page.total} onPageChange={onPageChange} />
          </>
        )}
      </LoadableContent>
    </div>
  );
}

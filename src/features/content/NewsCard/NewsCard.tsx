import { useTranslation } from '@/i18n/react';
import { Image } from '@/components/Image';
import { Link } from '@/components/Link';
import { Skeleton } from '@/components/Skeleton';
import { Tag } from '@/components/Tag';
import { formatDate } from '@/lib/format';
import '../texts';
import * as styles from './NewsCard.css';

export const newsCardVariants = ['card', 'row'] as const;
export type NewsCardVariant = (typeof newsCardVariants)[number];

/** What a list shows of an article (the server's article card). */
export interface NewsCardData {
  id: number;
  title: string;
  summary: string;
  coverUrl: string;
  publishedAt: string;
  views: number;
  isTop: boolean;
  categoryName: string;
}

export const newsPath = (id: number) => `/news/detail?id=${id}`;

export interface NewsCardProps {
  article: NewsCardData;
  /** `card` for grids, `row` for lists (cover beside the text). */
  variant?: NewsCardVariant;
  eager?: boolean;
  headingLevel?: 'h2' | 'h3';
}

/** An article in a list: cover, category, title, summary, date and reads; all of it one link. */
export function NewsCard({ article, variant = 'card', eager = false, headingLevel: Heading = 'h3' }: NewsCardProps) {
  const { t } = useTranslation();
  return (
    <article className={[styles.root, styles.variant[variant]].join(' ')} data-variant={variant}>
      <div className={styles.cover}>
        <Image src={article.coverUrl} alt="" ratio="16 / 9" loading={eager ? 'eager' : 'lazy'} />
      </div>
      <div className={styles.body}>
        <p className={styles.kicker}>
          {article.isTop && (
            <Tag size="sm" tone="error" appearance="solid">
              {t('content.news.top')}
            </Tag>
          )}
          <span className={styles.category}>{article.categoryName}</span>
        </p>
        <Heading className={styles.title}>
          <Link to={newsPath(article.id)} className={styles.link}>
            {article.title}
          </Link>
        </Heading>
        <p className={styles.summary}>{article.summary}</p>
        <p className={styles.meta}>
          <time dateTime={article.publishedAt}>{formatDate(article.publishedAt)}</time>
          <span>{t('content.news.views', { count: article.views })}</span>
        </p>
      </div>
    </article>
  );
}

export function NewsCardSkeleton({ variant = 'card' }: { variant?: NewsCardVariant }) {
  return (
    <div className={[styles.root, styles.variant[variant]].join(' ')} aria-hidden="true">
      <div className={styles.cover}>
        <Skeleton shape="rect" className={styles.coverSkeleton} />
      </div>
      <div className={styles.body}>
        <Skeleton width="25%" />
        <Skeleton lines={2} />
        <Skeleton width="85%" />
        <Skeleton width="40%" />
      </div>
    </div>
  );
}

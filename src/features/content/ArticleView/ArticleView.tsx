import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/react';
import { Image } from '@/components/Image';
import { Link } from '@/components/Link';
import { RichText } from '@/components/RichText';
import { Skeleton, SkeletonGroup } from '@/components/Skeleton';
import { Tag } from '@/components/Tag';
import { formatDate } from '@/lib/format';
import { newsPath } from '../NewsCard';
import '../texts';
import * as styles from './ArticleView.css';

export interface ArticleData {
  title: string;
  summary: string;
  coverUrl: string;
  author: string;
  publishedAt: string;
  views: number;
  categoryName: string;
  contentHtml: string;
  previous: { id: number; title: string } | null;
  next: { id: number; title: string } | null;
}

/** An article set for reading: heading, facts, cover, the text, then the previous and next article. */
export function ArticleView({ article, actions }: { article: ArticleData; actions?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <article className={styles.root}>
      <header className={styles.header}>
        <Tag size="sm" tone="brand">
          {article.categoryName}
        </Tag>
        <h1 className={styles.title}>{article.title}</h1>
        <div className={styles.metaRow}>
          <p className={styles.meta}>
            {article.author && <span>{t('content.news.author', { author: article.author })}</span>}
            <time dateTime={article.publishedAt}>{t('content.news.published', { date: formatDate(article.publishedAt) })}</time>
            <span>{t('content.news.views', { count: article.views })}</span>
          </p>
          {actions}
        </div>
      </header>
      {article.summary && <p className={styles.lead}>{article.summary}</p>}
      {article.coverUrl && (
        <Image src={article.coverUrl} alt="" ratio="16 / 9" radius="md" loading="eager" fetchPriority="high" />
      )}
      <RichText html={article.contentHtml} className={styles.text} />
      <nav className={styles.neighbours} aria-label={t('content.news.neighbours')}>
        {(['previous', 'next'] as const).map((side) => {
          const neighbour = article[side];
          return (
            <p key={side} className={styles.neighbour} data-side={side}>
              <span className={styles.neighbourLabel}>{t(`content.news.${side}`)}</span>
              {neighbour ? (
                <Link to={newsPath(neighbour.id)} className={styles.neighbourLink} rel={side === 'previous' ? 'prev' : 'next'}>
                  {neighbour.title}
                </Link>
              ) : (
                <span className={styles.none}>{t('content.news.none')}</span>
              )}
            </p>
          );
        })}
      </nav>
    </article>
  );
}

export function ArticleSkeleton() {
  return (
    <SkeletonGroup className={styles.root}>
      <Skeleton width="15%" />
      <Skeleton lines={2} />
      <Skeleton width="45%" />
      <Skeleton shape="rect" className={styles.coverSkeleton} />
      <Skeleton lines={6} />
    </SkeletonGroup>
  );
}

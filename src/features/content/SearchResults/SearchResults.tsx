import { Fragment } from 'react';
import { useTranslation } from '@/i18n/react';
import { Image } from '@/components/Image';
import { Link } from '@/components/Link';
import { Skeleton } from '@/components/Skeleton';
import { Tag } from '@/components/Tag';
import { href } from '@contract/addresses/href';
import { newsPath } from '../NewsCard';
import { tutorPath } from '../TutorCard';
import '../texts';
import * as styles from './SearchResults.css';
import { COURSE_COVER_RATIO } from '@/lib/image';

import { SEARCH_KINDS, type SearchKind } from '@contract/vocabulary/search';

export const searchKinds = SEARCH_KINDS;
export type { SearchKind };

export interface SearchResult {
  type: SearchKind;
  id: number;
  title: string;
  summary: string;
  coverUrl: string;
}

const pathOf: Record<SearchKind, (id: number) => string> = {
  course: (courseId) => href.courseChapter({ courseId }),
  news: newsPath,
  tutor: tutorPath,
};
const tone = { course: 'brand', news: 'success', tutor: 'accent' } as const;

/** The text with every occurrence of the keyword marked (case-insensitive, literal). */
export function Highlighted({ text, keyword }: { text: string; keyword: string }) {
  const needle = keyword.trim();
  if (!needle) return <>{text}</>;
  const pattern = new RegExp(`(${needle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')})`, 'gi');
  return (
    <>
      {text.split(pattern).map((part, index) =>
        index % 2 === 1 ? (
          <mark key={index} className={styles.mark}>
            {part}
          </mark>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </>
  );
}

/** Search results of every kind: a kind tag, picture, title and summary with the keyword marked. */
export function SearchResults({ results, keyword }: { results: readonly SearchResult[]; keyword: string }) {
  const { t } = useTranslation();
  return (
    <ul className={styles.list}>
      {results.map((result) => (
        <li key={`${result.type}-${result.id}`} className={styles.item}>
          <Image
            src={result.coverUrl}
            alt=""
            ratio={result.type === 'tutor' ? 1 : COURSE_COVER_RATIO}
            radius={result.type === 'tutor' ? 'lg' : 'md'}
            wrapperClassName={result.type === 'tutor' ? styles.avatar : styles.cover}
          />
          <div className={styles.text}>
            <Tag size="sm" tone={tone[result.type]}>
              {t(`content.search.kinds.${result.type}`)}
            </Tag>
            <h2 className={styles.title}>
              <Link to={pathOf[result.type](result.id)} className={styles.link}>
                <Highlighted text={result.title} keyword={keyword} />
              </Link>
            </h2>
            {result.summary && (
              <p className={styles.summary}>
                <Highlighted text={result.summary} keyword={keyword} />
              </p>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}

export function SearchResultsSkeleton() {
  return (
    <ul className={styles.list} aria-hidden="true">
      {[0, 1, 2, 3, 4].map((row) => (
        <li key={row} className={styles.item}>
          <Skeleton shape="rect" className={styles.coverSkeleton} />
          <div className={styles.text}>
            <Skeleton width="10%" />
            <Skeleton width="60%" />
            <Skeleton width="90%" />
          </div>
        </li>
      ))}
    </ul>
  );
}

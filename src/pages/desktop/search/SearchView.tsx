import { useTranslation } from '@/i18n/react';
import { EmptyState } from '@/components/EmptyState';
import { FilterGroup, type FilterOption } from '@/components/FilterGroup';
import { Link } from '@/components/Link';
import { LoadableContent, type Loadable } from '@/components/Loadable';
import { Container, PageTitle } from '@/components/PageShell';
import { Pagination } from '@/components/Pagination';
import { SearchBox, type SearchBoxProps } from '@/components/SearchBox';
import { SkeletonGroup } from '@/components/Skeleton';
import { SearchResults, SearchResultsSkeleton, type SearchResult } from '@/features/content/SearchResults';
import { pathWith } from '@/lib/url';
import * as shared from '@/features/site/shared.css';
import * as styles from './SearchPage.css';

export interface SearchPageData {
  list: readonly SearchResult[];
  total: number;
  page: number;
  size: number;
  counts: { course: number; news: number; tutor: number };
}

export interface SearchViewProps {
  keyword: string;
  kind: string;
  /** Null while nothing has been asked. */
  results: Loadable<SearchPageData> | null;
  kinds: FilterOption[];
  box: Omit<SearchBoxProps, 'size'>;
  /** Keywords to offer when nothing is found or nothing was asked. */
  suggestions: readonly string[];
  onPageChange: (page: number) => void;
}

/** /search?keyWord=: courses, news and tutors for a keyword, by kind, the keyword marked. */
export function SearchView({ keyword, kind, results, kinds, box, suggestions, onPageChange }: SearchViewProps) {
  const { t } = useTranslation();
  const suggestionList = (
    <div className={styles.suggestions}>
      <span className={styles.suggestionLabel}>{t('content.search.suggestions')}</span>
      <ul className={styles.chips}>
        {suggestions.map((word) => (
          <li key={word}>
            <Link to={pathWith('/search', { keyWord: word })} className={styles.chip}>
              {word}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
  return (
    <Container className={shared.page}>
      <PageTitle
        title={t('routes.search')}
        subtitle={
          results?.status === 'ready' && results.data.total > 0
            ? t('content.search.summary', {
                keyword,
                count: results.data.counts.course + results.data.counts.news + results.data.counts.tutor,
              })
            : undefined
        }
        breadcrumb={[{ label: t('routes.home'), to: '/home' }, { label: t('routes.search') }]}
        LinkComponent={Link}
      />
      <div className={styles.box}>
        <SearchBox size="lg" {...box} />
      </div>
      {results === null ? (
        <div className={shared.panel}>
          <EmptyState
            title={t('content.search.promptTitle')}
            description={t('content.search.promptText')}
            action={suggestionList}
          />
        </div>
      ) : (
        <div className={styles.results}>
          {results.status === 'ready' && results.data.total > 0 && (
            <nav className={shared.panel} aria-label={t('content.search.tabs')}>
              <FilterGroup label={t('content.news.category')} options={kinds} value={kind} />
            </nav>
          )}
          <LoadableContent
            value={results}
            isEmpty={(page) => page.list.length === 0}
            empty={
              <div className={shared.panel}>
                <EmptyState
                  title={t('content.search.emptyTitle', { keyword })}
                  description={t('content.search.emptyText')}
                  action={suggestionList}
                />
              </div>
            }
            skeleton={
              <SkeletonGroup>
                <SearchResultsSkeleton />
              </SkeletonGroup>
            }
          >
            {(page) => (
              <>
                <SearchResults results={page.list} keyword={keyword} />
                <Pagination page={page.page} pageSize={page.size} total={page.total} onPageChange={onPageChange} showTotal />
              </>
            )}
          </LoadableContent>
        </div>
      )}
    </Container>
  );
}

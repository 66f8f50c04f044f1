import { useTranslation } from '@/i18n/react';
import { EmptyState } from '@/components/EmptyState';
import { FilterGroup, type FilterOption } from '@/components/FilterGroup';
import { Link } from '@/components/Link';
import { LoadableContent, type Loadable } from '@/components/Loadable';
import { Container, PageTitle } from '@/components/PageShell';
import { Pagination } from '@/components/Pagination';
import { Skeleton, SkeletonGroup } from '@/components/Skeleton';
import { CourseMiniList } from '@/features/catalog/CourseMiniList';
import type { CourseCardData } from '@/features/catalog/CourseCard';
import { NewsCard, NewsCardSkeleton, type NewsCardData } from '@/features/content/NewsCard';
import * as shared from '@/features/site/shared.css';
import * as styles from './NewsPage.css';

export interface NewsPageData {
  list: readonly NewsCardData[];
  total: number;
  page: number;
  size: number;
}

export interface NewsViewProps {
  categories: Loadable<FilterOption[]>;
  /** Key of the chosen category ('all' for every one). */
  category: string;
  articles: Loadable<NewsPageData>;
  onPageChange: (page: number) => void;
  courses: Loadable<readonly CourseCardData[]>;
}

/** /news: articles by category, newest and pinned first, with recommended courses beside them. */
export function NewsView({ categories, category, articles, onPageChange, courses }: NewsViewProps) {
  const { t } = useTranslation();
  return (
    <Container className={shared.page}>
      <PageTitle
        title={t('routes.news')}
        subtitle={t('content.news.subtitle')}
        breadcrumb={[{ label: t('routes.home'), to: '/home' }, { label: t('routes.news') }]}
        LinkComponent={Link}
      />
      <div className={styles.layout}>
        <div className={styles.main}>
          <div className={shared.panel}>
            <LoadableContent value={categories} size="sm" skeleton={<Skeleton width="70%" />}>
              {(options) => <FilterGroup label={t('content.news.category')} options={options} value={category} />}
            </LoadableContent>
          </div>
          <LoadableContent
            value={articles}
            isEmpty={(page) => page.list.length === 0}
            empty={<EmptyState title={t('content.news.empty')} />}
            skeleton={
              <SkeletonGroup className={styles.list}>
                {[0, 1, 2, 3, 4].map((row) => (
                  <NewsCardSkeleton key={row} variant="row" />
                ))}
              </SkeletonGroup>
            }
          >
            {(page) => (
              <>
                <ul className={styles.list}>
                  {page.list.map((article, index) => (
                    <li key={article.id}>
                      <NewsCard article={article} variant="row" eager={index < 2} headingLevel="h2" />
                    </li>
                  ))}
                </ul>
                <Pagination page={page.page} pageSize={page.size} total={page.total} onPageChange={onPageChange} showTotal />
              </>
            )}
          </LoadableContent>
        </div>
        <aside className={styles.aside}>
          <CourseMiniList title={t('content.news.courses')} value={courses} moreTo="/course/more?type=headline" />
        </aside>
      </div>
    </Container>
  );
}

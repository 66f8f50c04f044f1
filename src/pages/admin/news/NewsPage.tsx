import { useNavigate, useSearchParams } from 'react-router';
import { ARTICLE_STATUSES, type ArticleStatus } from '@contract/vocabulary/articleStatus';
import { Button } from '@/components/Button';
import { LoadError } from '@/components/LoadError';
import { ArticleCategories, ArticleTable, consoleStyles, type ArticleTableFilter } from '@/features/console';
import {
  ARTICLE_PAGE_SIZE,
  articleEditPath,
  useArticleCategories,
  useSaveArticleCategory,
  useStaffArticles,
  type StaffProfile,
} from '@/flows/console';
import { useTranslation } from '@/i18n/react';
import * as styles from './NewsPage.css';

const positive = (value: string | null): number | null =>
  value && /^\d+$/.test(value) && Number(value) > 0 ? Number(value) : null;

/** The list's filter from the address, anything malformed left out. */
function filterOf(search: URLSearchParams): ArticleTableFilter {
  const status = search.get('status');
  return {
    q: (search.get('q') ?? '').slice(0, 40),
    categoryId: positive(search.get('category')),
    status: status !== null && (ARTICLE_STATUSES as readonly string[]).includes(status) ? (status as ArticleStatus) : '',
    page: positive(search.get('page')) ?? 1,
  };
}

function searchOf(filter: ArticleTableFilter): Record<string, string> {
  const entries: [string, string | number | null][] = [
    ['q', filter.q],
    ['category', filter.categoryId],
    ['status', filter.status],
    ['page', filter.page > 1 ? filter.page : null],
  ];
  return Object.fromEntries(
    entries.filter(([, value]) => value !== null && value !== '').map(([key, value]) => [key, String(value)]),
  );
}

/** /admin/news: every article with search, filters and paging, and the categories beside them. */
export function NewsPage({ staff }: { staff: StaffProfile }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const filter = filterOf(search);
  const list = useStaffArticles(filter);
  const categories = useArticleCategories();
  const saveCategory = useSaveArticleCategory();
  const canWrite = staff.permissions.includes('content.write');

  return (
    <div className={styles.layout}>
      <section className={consoleStyles.panel}>
        <div className={consoleStyles.pageHead}>
          <div>
            <h1 className={consoleStyles.pageTitle}>{t('admin.news.title')}</h1>
            <p className={consoleStyles.pageIntro}>{t('admin.news.intro')}</p>
          </div>
          {canWrite ? <Button onClick={() => void navigate(articleEditPath('new'))}>{t('admin.news.add')}</Button> : null}
        </div>
        {list.isPending || categories.isPending ? (
          <p className={consoleStyles.centered}>{t('admin.loading')}</p>
        ) : list.isError || categories.isError ? (
          <LoadError
            message={(list.error ?? categories.error)?.message}
            onRetry={() => void Promise.all([list.refetch(), categories.refetch()])}
            retrying={list.isFetching || categories.isFetching}
          />
        ) : (
          <ArticleTable
            rows={list.data.list}
            total={list.data.total}
            pageSize={ARTICLE_PAGE_SIZE}
            filter={filter}
            categories={categories.data}
            onFilterChange={(next) => setSearch(searchOf(next))}
            editPath={articleEditPath}
          />
        )}
      </section>
      {categories.data ? (
        <aside className={consoleStyles.panel}>
          <ArticleCategories
            categories={categories.data}
            canWrite={canWrite}
            saving={saveCategory.isPending}
            error={saveCategory.error?.message ?? null}
            onSave={(category) => saveCategory.mutate(category)}
          />
        </aside>
      ) : null}
    </div>
  );
}

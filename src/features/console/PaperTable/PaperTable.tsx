import { useMemo, useState, type FormEvent } from 'react';
import { createColumnHelper } from '@tanstack/react-table';
import type { PaperFilter } from '@contract/api/schemas/admin/papers';
import { PAPER_STATES, type PaperState } from '@contract/vocabulary/testPapers';
import { Link } from '@/components/Link';
import { Tag } from '@/components/Tag';
import { useTranslation } from '@/i18n/react';
import { formatDateTime } from '@/lib/format';
import {
  ConsoleTable,
  FilterSelect,
  PagedList,
  useConsoleTable,
  type ConsoleTableFeatures,
  type PagedListState,
} from '../ConsoleTable';
import * as shared from '../consoleStyles.css';
import * as styles from '../CourseTable/CourseTable.css';
import * as own from '../ExerciseTable/ExerciseTable.css';

export interface PaperTableRow {
  id: number;
  code: string;
  title: string;
  categoryName: string;
  gradeName: string | null;
  state: PaperState;
  opensAt: string | null;
  closesAt: string | null;
  durationMin: number;
  questionCount: number;
  submittedCount: number;
  updatedAt: string;
}

export type PaperTableList = PagedListState<PaperTableRow>;

export const PAPER_STATE_TONE = { draft: 'neutral', published: 'success', archived: 'warning' } as const;

export const NO_PAPER_FILTER: PaperFilter = { q: '', categoryId: null, gradeId: null, state: '', page: 1 };

/** When families may sit the paper, as one line: from, until, both, or at any time. */
export function PaperWindow({ opensAt, closesAt }: { opensAt: string | null; closesAt: string | null }) {
  const { t } = useTranslation();
  if (!opensAt && !closesAt) return <span className={shared.muted}>{t('admin.papers.window.always')}</span>;
  return (
    <span className={shared.muted}>
      {[
        opensAt ? t('admin.papers.window.from', { at: formatDateTime(opensAt) }) : null,
        closesAt ? t('admin.papers.window.until', { at: formatDateTime(closesAt) }) : null,
      ]
        .filter(Boolean)
        .join(' · ')}
    </span>
  );
}

const column = createColumnHelper<ConsoleTableFeatures, PaperTableRow>();

/** The console's test papers: search and state above, one row per paper, newest first. */
export function PaperTable(props: {
  list: PaperTableList;
  pageSize: number;
  filter: PaperFilter;
  options: { categories: readonly { id: number; name: string }[] };
  onFilterChange: (filter: PaperFilter) => void;
  editPath: (paperId: number) => string;
}) {
  const { list, pageSize, filter, options, onFilterChange, editPath } = props;
  const { t } = useTranslation();
  const [q, setQ] = useState(filter.q);
  const change = (patch: Partial<PaperFilter>) => onFilterChange({ ...filter, page: 1, ...patch });
  const columns = useMemo(
    () =>
      column.columns([
        column.accessor('title', {
          header: () => t('admin.papers.columns.title'),
          cell: ({ row: { original: row } }) => (
            <div className={own.questionCell}>
              <Link to={editPath(row.id)} className={own.question}>
                {row.title}
              </Link>
              <span className={styles.code}>{row.code}</span>
            </div>
          ),
        }),
        column.display({
          id: 'subject',
          header: () => t('admin.papers.columns.subject'),
          cell: ({ row: { original: row } }) => [row.categoryName, row.gradeName].filter(Boolean).join(' · '),
          meta: { cellClassName: own.nowrap },
        }),
        column.display({
          id: 'state',
          header: () => t('admin.papers.columns.state'),
          cell: ({ row: { original: row } }) => (
            <span className={own.questionCell}>
              <span>
                <Tag size="sm" tone={PAPER_STATE_TONE[row.state]}>
                  {t(`admin.papers.states.${row.state}`)}
                </Tag>
              </span>
              <PaperWindow opensAt={row.opensAt} closesAt={row.closesAt} />
            </span>
          ),
        }),
        column.accessor('questionCount', {
          header: () => t('admin.papers.columns.questions'),
          cell: ({ row: { original: row } }) =>
            t('admin.papers.questionMeta', { count: row.questionCount, minutes: row.durationMin }),
          meta: { cellClassName: `${shared.numeric} ${own.nowrap}` },
        }),
        column.accessor('submittedCount', {
          header: () => t('admin.papers.columns.submitted'),
          meta: { cellClassName: `${shared.numeric} ${own.nowrap}` },
        }),
        column.accessor('updatedAt', {
          header: () => t('admin.papers.columns.updated'),
          cell: ({ getValue }) => formatDateTime(getValue()),
          meta: { cellClassName: `${shared.numeric} ${own.nowrap}` },
        }),
      ]),
    [t, editPath],
  );
  const table = useConsoleTable(columns, list.state === 'ready' ? list.rows : []);
  const filtered = filter.q !== '' || filter.categoryId !== null || filter.state !== '';

  function search(event: FormEvent) {
    event.preventDefault();
    change({ q: q.trim() });
  }

  return (
    <div>
      <form className={styles.filters} onSubmit={search} role="search">
        <label className={styles.filter}>
          {t('admin.papers.search')}
          <input
            className={styles.search}
            type="search"
            value={q}
            onChange={(event) => setQ(event.target.value)}
            maxLength={40}
          />
        </label>
        <FilterSelect
          label={t('admin.papers.filters.subject')}
          value={filter.categoryId}
          any={t('admin.papers.anySubject')}
          choices={options.categories.map((category) => ({ value: category.id, label: category.name }))}
          onPick={(value) => change({ categoryId: value ? Number(value) : null })}
        />
        <FilterSelect
          label={t('admin.papers.filters.state')}
          value={filter.state}
          any={t('admin.papers.anyState')}
          choices={PAPER_STATES.map((state) => ({ value: state, label: t(`admin.papers.states.${state}`) }))}
          onPick={(value) => change({ state: value as PaperState | '' })}
        />
        <button type="submit" className={shared.linkButton}>
          {t('admin.papers.searchButton')}
        </button>
        {filtered ? (
          <button
            type="button"
            className={shared.linkButton}
            onClick={() => {
              setQ('');
              onFilterChange(NO_PAPER_FILTER);
            }}
          >
            {t('admin.papers.clear')}
          </button>
        ) : null}
      </form>
      <PagedList
        list={list}
        page={filter.page}
        pageSize={pageSize}
        onPageChange={(page) => onFilterChange({ ...filter, page })}
        failed={t('admin.papers.loadFailed')}
        empty={filtered ? t('admin.papers.empty') : t('admin.papers.emptyAll')}
        count={(count) => t('admin.papers.count', { count })}
      >
        {() => <ConsoleTable table={table} rowProps={(row) => ({ 'data-testid': `paper-${row.id}` })} />}
      </PagedList>
    </div>
  );
}

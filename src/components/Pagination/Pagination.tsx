import { forwardRef, type HTMLAttributes } from 'react';
import { useTranslation } from '@/i18n/react';
import { pageCount, pageItems } from './pageItems';
import * as styles from './Pagination.css';

export interface PaginationProps extends Omit<HTMLAttributes<HTMLElement>, 'onChange'> {
  /** Current page, starting at 1. */
  page: number;
  pageSize: number;
  /** Number of records across all pages. */
  total: number;
  onPageChange: (page: number) => void;
  /** Shows '共 N 条' before the pages on wider screens. */
  showTotal?: boolean;
  /** Draws nothing when everything fits on one page. */
  hideOnSinglePage?: boolean;
}

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg className={styles.chevron} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path
        d={direction === 'left' ? 'M10 3.5 5.5 8l4.5 4.5' : 'M6 3.5 10.5 8 6 12.5'}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export const Pagination = forwardRef<HTMLElement, PaginationProps>(function Pagination(
  { page, pageSize, total, onPageChange, showTotal = false, hideOnSinglePage = true, className, ...rest },
  ref,
) {
  const { t } = useTranslation();
  const pages = pageCount(total, pageSize);
  if (pages === 0 || (hideOnSinglePage && pages === 1)) return null;
  const current = Math.min(pages, Math.max(1, Math.floor(page) || 1));
  const go = (target: number) => {
    if (target !== current && target >= 1 && target <= pages) onPageChange(target);
  };
  return (
    <nav
      ref={ref}
      aria-label={t('componentsB.pagination.label')}
      className={[styles.root, className].filter(Boolean).join(' ')}
      data-state={current === pages ? 'last' : current === 1 ? 'first' : 'middle'}
      {...rest}
    >
      {showTotal && <span className={styles.total}>{t('componentsB.pagination.total', { total })}</span>}
      <ul className={styles.list}>
        <li>
          <button
            type="button"
            className={styles.step}
            disabled={current <= 1}
            aria-label={t('componentsB.pagination.previous')}
            onClick={() => go(current - 1)}
          >
            <Chevron direction="left" />
            <span className={styles.stepText}>{t('componentsB.pagination.previous')}</span>
          </button>
        </li>
        {pageItems(current, pages).map((item) =>
          typeof item === 'number' ? (
            <li key={item} className={styles.pageSlot}>
              <button
                type="button"
                className={styles.page}
                data-state={item === current ? 'active' : 'inactive'}
                aria-current={item === current ? 'page' : undefined}
                aria-label={t('componentsB.pagination.page', { page: item })}
                onClick={() => go(item)}
              >
                {item}
              </button>
            </li>
          ) : (
            <li key={item} className={[styles.pageSlot, styles.ellipsis].join(' ')} aria-hidden="true">
              …
            </li>
          ),
        )}
        <li className={styles.summary}>{t('componentsB.pagination.summary', { page: current, pages })}</li>
        <li>
          <button
            type="button"
            className={styles.step}
            disabled={current >= pages}
            aria-label={t('componentsB.pagination.next')}
            onClick={() => go(current + 1)}
          >
            <span className={styles.stepText}>{t('componentsB.pagination.next')}</span>
            <Chevron direction="right" />
          </button>
        </li>
      </ul>
    </nav>
  );
});

import { useTranslation } from '@/i18n/react';
import '../texts';
import * as styles from './FaqTable.css';

export interface FeeItem {
  id: number;
  item: string;
  standard: string;
  note: string;
}

/** Fee items and standards: a real table on wide screens, one card per item on phones (same markup). */
export function FeeTable({ items }: { items: readonly FeeItem[] }) {
  const { t } = useTranslation();
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>{t('site.faq.tableTitle')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('site.faq.item')}</th>
          <th scope="col">{t('site.faq.standard')}</th>
          <th scope="col">{t('site.faq.note')}</th>
        </tr>
      </thead>
      <tbody>
        {items.map((row) => (
          <tr key={row.id}>
            <th scope="row" data-label={t('site.faq.item')}>
              {row.item}
            </th>
            <td data-label={t('site.faq.standard')} className={styles.standard}>
              {row.standard}
            </td>
            <td data-label={t('site.faq.note')}>{row.note}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export interface FaqEntry {
  id: number;
  question: string;
  answer: string;
}

/** Questions that open to their answers (native disclosure: keyboard and readers know it). */
export function FaqList({ entries }: { entries: readonly FaqEntry[] }) {
  return (
    <div className={styles.faq}>
      {entries.map((entry, index) => (
        <details key={entry.id} className={styles.entry} open={index === 0}>
          <summary className={styles.question}>{entry.question}</summary>
          <p className={styles.answer}>{entry.answer}</p>
        </details>
      ))}
    </div>
  );
}

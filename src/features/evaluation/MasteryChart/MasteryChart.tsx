import { useTranslation } from '@/i18n/react';
import * as styles from './MasteryChart.css';

export interface MasteryStat {
  knowledgePoint: string;
  total: number;
  correct: number;
  /** 0..100 */
  mastery: number;
}

/** Below this mastery a knowledge point counts as weak and its bar is drawn in the warning colour. */
export const WEAK_BELOW = 60;

/**
 * Mastery per knowledge point as horizontal bars (plain boxes: a chart library would outweigh the page), with
 * the same numbers as a table for screen readers and for anyone who prefers text.
 */
export function MasteryChart({ stats }: { stats: MasteryStat[] }) {
  const { t } = useTranslation();
  return (
    <figure className={styles.figure}>
      <ul className={styles.rows} aria-hidden="true">
        {stats.map((stat) => (
          <li key={stat.knowledgePoint} className={styles.row}>
            <span className={styles.label}>
              <span className={styles.name}>{stat.knowledgePoint}</span>
              <span>{stat.mastery}%</span>
            </span>
            <span className={styles.track}>
              <span
                className={stat.mastery < WEAK_BELOW ? styles.weakBar : styles.bar}
                style={{ width: `${Math.max(stat.mastery, 2)}%` }}
              />
            </span>
          </li>
        ))}
      </ul>
      <figcaption>
        <details className={styles.details}>
          <summary>{t('evaluation.report.masteryTable')}</summary>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('evaluation.report.point')}</th>
                <th scope="col">{t('evaluation.report.correct')}</th>
                <th scope="col">{t('evaluation.report.rate')}</th>
              </tr>
            </thead>
            <tbody>
              {stats.map((stat) => (
                <tr key={stat.knowledgePoint}>
                  <th scope="row">{stat.knowledgePoint}</th>
                  <td>
                    {stat.correct} / {stat.total}
                  </td>
                  <td>{stat.mastery}%</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      </figcaption>
    </figure>
  );
}

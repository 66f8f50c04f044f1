import '@/features/evaluation/texts';
import { useTranslation } from '@/i18n/react';
import { Link } from '@/components/Link';
import * as styles from '@/features/evaluation/evaluation.css';

const MODES = ['selfStudy', 'tutorGuided', 'smallClass'] as const;
const ROWS = ['who', 'pace', 'feedback', 'price'] as const;

/** /e/mode-detail: self-study, tutor-guided and small class compared side by side. */
export default function ModeDetailPage() {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <div>
        <h1 className={styles.heading}>{t('evaluation.modes.heading')}</h1>
        <p className={styles.muted}>{t('evaluation.modes.text')}</p>
      </div>
      <div className={styles.card}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('evaluation.modes.mode')}</th>
              {MODES.map((mode) => (
                <th key={mode} scope="col">
                  {t(`evaluation.modes.${mode}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {ROWS.map((row) => (
              <tr key={row}>
                <th scope="row">{t(`evaluation.modes.rows.${row}`)}</th>
                {MODES.map((mode) => (
                  <td key={mode}>
                    {t(
                      `evaluation.modes.values.${mode}${row[0]!.toUpperCase()}${row.slice(1)}` as 'evaluation.modes.values.selfStudyWho',
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Link to="/e/curriculum-detail" className={styles.linkButton}>
        {t('evaluation.modes.choose')}
      </Link>
    </div>
  );
}

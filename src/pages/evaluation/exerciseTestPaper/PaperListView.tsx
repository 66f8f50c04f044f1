import { useTranslation } from '@/i18n/react';
import type { DataOf } from '@contract/api/calls';
import type { evaluation as evaluationApi } from '@contract/api/calls';
import { EmptyState } from '@/components/EmptyState';
import { Link } from '@/components/Link';
import { LoadableContent, type Loadable } from '@/components/Loadable';
import { Skeleton } from '@/components/Skeleton';
import * as styles from '@/features/evaluation/evaluation.css';

export type PaperSummary = DataOf<typeof evaluationApi.papers.paperList>[number];

/** The papers of the student's grade, each with its length and a start (or retake) link. */
export function PaperListView({ papers }: { papers: Loadable<PaperSummary[]> }) {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{t('evaluation.paper.choose')}</h1>
      <LoadableContent
        value={papers}
        skeleton={<Skeleton height="8rem" />}
        isEmpty={(list) => list.length === 0}
        empty={<EmptyState title={t('evaluation.paper.none')} />}
      >
        {(list) => (
          <ul className={styles.list}>
            {list.map((paper) => (
              <li key={paper.id} className={`${styles.card} ${styles.form}`}>
                <h2 className={styles.subheading}>{paper.title}</h2>
                <p className={styles.muted}>
                  {paper.subject} · {t('evaluation.paper.questions', { count: paper.questionCount })} ·{' '}
                  {t('evaluation.paper.minutes', { count: paper.durationMin })} ·{' '}
                  {t('evaluation.paper.score', { count: paper.totalScore })}
                </p>
                {paper.description && <p className={styles.text}>{paper.description}</p>}
                <Link to={`/e/exercise-test-paper?paperId=${paper.id}`} className={styles.linkButton}>
                  {t('evaluation.paper.start')}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </LoadableContent>
    </div>
  );
}

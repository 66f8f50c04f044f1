import type { admin, DataOf } from '@contract/api/calls';
import { PAPER_STATS_MIN_SITTINGS } from '@contract/vocabulary/testPapers';
import { LoadError } from '@/components/LoadError';
import { Notice } from '@/components/Notice';
import { Tag } from '@/components/Tag';
import { useTranslation } from '@/i18n/react';
import * as shared from '../consoleStyles.css';
import * as styles from './PaperResults.css';
import { questionPlainText } from '@contract/fields/questionText';

type PaperResultsData = DataOf<typeof admin.papers.paperResults>;

export type PaperResultsState =
  | { state: 'loading' }
  | { state: 'error'; message?: string | undefined; onRetry: () => void; retrying: boolean }
  | { state: 'ready'; results: PaperResultsData };

/** How well a question separates stronger from weaker sitters, by the usual cut-offs of the upper-lower index. */
export function discriminationGrade(index: number): 'good' | 'fair' | 'weak' | 'poor' {
  if (index >= 0.4) return 'good';
  if (index >= 0.3) return 'fair';
  if (index >= 0.2) return 'weak';
  return 'poor';
}

const GRADE_TONE = { good: 'success', fair: 'brand', weak: 'warning', poor: 'error' } as const;

/** How a paper went: sittings and scores, the score bands, and each question's difficulty and discrimination. */
export function PaperResults({ data }: { data: PaperResultsState }) {
  const { t } = useTranslation();
  if (data.state === 'loading')
    return (
      <p className={shared.centered} aria-busy>
        {t('admin.loading')}
      </p>
    );
  if (data.state === 'error')
    return (
      <LoadError message={data.message ?? t('admin.papers.results.loadFailed')} onRetry={data.onRetry} retrying={data.retrying} />
    );
  const { results } = data;
  const most = Math.max(1, ...results.bands.map((band) => band.count));
  const figure = (label: string, value: string) => (
    <div className={styles.figure}>
      <dt className={styles.figureLabel}>{label}</dt>
      <dd className={styles.figureValue}>{value}</dd>
    </div>
  );
  const score = (value: number | null) => (value === null ? '—' : String(value));

  return (
    <section className={styles.section} aria-labelledby="paper-results">
      <h2 id="paper-results" className={styles.title}>
        {t('admin.papers.results.title')}
      </h2>
      <dl className={styles.figures}>
        {figure(t('admin.papers.results.started'), String(results.started))}
        {figure(t('admin.papers.results.submitted'), String(results.submitted))}
        {figure(t('admin.papers.results.average'), `${score(results.averageScore)} / ${results.totalScore}`)}
        {figure(t('admin.papers.results.highest'), score(results.highestScore))}
        {figure(t('admin.papers.results.lowest'), score(results.lowestScore))}
      </dl>
      {results.submitted === 0 ? (
        <p className={shared.centered}>{t('admin.papers.results.none')}</p>
      ) : (
        <>
          {results.submitted < PAPER_STATS_MIN_SITTINGS ? (
            <Notice
              tone="info"
              message={t('admin.papers.results.fewSittings', { count: results.submitted, min: PAPER_STATS_MIN_SITTINGS })}
            />
          ) : null}
          <h3 className={shared.muted}>{t('admin.papers.results.bands')}</h3>
          <ul className={styles.bands} aria-label={t('admin.papers.results.bands')}>
            {results.bands.map((band) => (
              <li key={band.label} className={styles.band}>
                <span className={shared.numeric}>{band.label}</span>
                <span className={styles.bar} aria-hidden="true">
                  <span className={styles.barFill} style={{ display: 'block', width: `${(band.count / most) * 100}%` }} />
                </span>
                <span className={shared.numeric}>{t('admin.papers.results.people', { count: band.count })}</span>
              </li>
            ))}
          </ul>
        </>
      )}
      <table className={shared.table} data-testid="paper-question-results">
        <caption className={shared.muted} style={{ textAlign: 'left', paddingBottom: '0.5em' }}>
          {t('admin.papers.results.questionsCaption')}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('admin.papers.results.columns.number')}</th>
            <th scope="col">{t('admin.papers.results.columns.question')}</th>
            <th scope="col">{t('admin.papers.results.columns.answered')}</th>
            <th scope="col">{t('admin.papers.results.columns.correctRate')}</th>
            <th scope="col">{t('admin.papers.results.columns.discrimination')}</th>
          </tr>
        </thead>
        <tbody>
          {results.questions.map((question) => (
            <tr key={question.id}>
              <td className={shared.numeric}>{question.number}</td>
              <td>
                <span className={styles.question} title={questionPlainText(question.question)}>
                  {questionPlainText(question.question)}
                </span>
                <span className={shared.muted}>{question.knowledgePoint}</span>
              </td>
              <td className={shared.numeric}>{question.answered}</td>
              <td className={shared.numeric}>{question.correctRate === null ? '—' : `${question.correctRate}%`}</td>
              <td className={shared.numeric}>
                {question.discrimination === null ? (
                  '—'
                ) : (
                  <>
                    {question.discrimination.toFixed(2)}{' '}
                    <Tag size="sm" tone={GRADE_TONE[discriminationGrade(question.discrimination)]}>
                      {t(`admin.papers.results.grades.${discriminationGrade(question.discrimination)}`)}
                    </Tag>
                  </>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

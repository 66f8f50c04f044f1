import { useTranslation } from 'react-i18next';
import type { AppDataOf } from '@/api/schemas/contract';
import type * as schema from '@/api/schemas/web/learningManagement';
import { EmptyState } from '@/components/EmptyState';
import { Link } from '@/components/Link';
import { LoadableContent, type Loadable } from '@/components/Loadable';
import { Container } from '@/components/PageShell';
import { Skeleton, SkeletonGroup } from '@/components/Skeleton';
import { rem } from '@tokens/index';
import { TabButtons } from '@/components/TabButtons';
import { ExerciseAnswer } from '@/features/studymag/ExerciseAnswer';
import { StatTiles } from '@/features/studymag/StatTiles';
import { StudyChart } from '@/features/studymag/StudyChart';
import { type DetailView, detailViews } from '../detailViews';
import { dateTime } from '../format';
import * as styles from '../studymag.css';

export type ExerciseDetailData = AppDataOf<typeof schema.exerciseDetail>;

export interface ExerciseDetailViewProps {
  detail: Loadable<ExerciseDetailData>;
  view: DetailView;
  onView: (view: DetailView) => void;
}

function Summary({ data }: { data: ExerciseDetailData }) {
  const { t } = useTranslation();
  const { summary } = data;
  return (
    <div className={styles.page}>
      <StatTiles
        items={[
          {
            key: 'answered',
            label: t('studymag.exercise.answered'),
            value: t('studymag.units.count', { count: summary.answered }),
          },
          { key: 'correct', label: t('studymag.exercise.correct'), value: t('studymag.units.count', { count: summary.correct }) },
          {
            key: 'accuracy',
            label: t('studymag.exercise.accuracy'),
            value:
              summary.accuracy === null ? t('studymag.units.noValue') : t('studymag.units.percent', { value: summary.accuracy }),
          },
          {
            key: 'spent',
            label: t('studymag.exercise.spent'),
            value: t('studymag.units.minutes', { count: Math.round(summary.spentSec / 60) }),
          },
        ]}
      />
      <section className={styles.panel}>
        <StudyChart
          kind="bar"
          title={t('studymag.exercise.bySubject')}
          categoryLabel={t('studymag.exercise.subject')}
          categories={summary.subjects.map((subject) => subject.subjectName)}
          series={[{ name: t('studymag.exercise.accuracy'), values: summary.subjects.map((subject) => subject.accuracy) }]}
          max={100}
          summary={summary.subjects
            .map((subject) => `${subject.subjectName} ${subject.correct}/${subject.answered}（${subject.accuracy}%）`)
            .join('，')}
        />
      </section>
    </div>
  );
}

/** /studymag/detail/exercise: every answer with right or wrong and the explanation, or the sums of them. */
export function ExerciseDetailView({ detail, view, onView }: ExerciseDetailViewProps) {
  const { t } = useTranslation();
  const period = detail.status === 'ready' ? detail.data.period : null;
  return (
    <Container className={styles.page}>
      <div className={styles.header}>
        <div>
          <h1 className={styles.title}>{t('studymag.exercise.title')}</h1>
          <p className={styles.subtitle}>{period ? period.title : t('studymag.detail.allTime')}</p>
        </div>
        <Link to="/studymag/report" className={styles.linkButton}>
          {t('studymag.detail.backToReport')}
        </Link>
      </div>
      <TabButtons
        items={detailViews.map((value) => ({ value, label: t(`studymag.detail.${value}View`) }))}
        value={view}
        onValueChange={(value) => onView(value as DetailView)}
        label={t('studymag.detail.viewsLabel')}
      >
        <LoadableContent
          value={detail}
          skeleton={
            <SkeletonGroup>
              <Skeleton height={rem(120)} />
              <Skeleton height={rem(240)} />
              <Skeleton height={rem(240)} />
            </SkeletonGroup>
          }
          isEmpty={(data) => data.summary.answered === 0}
          empty={<EmptyState title={t('studymag.exercise.empty')} description={t('studymag.exercise.emptyText')} />}
        >
          {(data) =>
            view === 'summary' ? (
              <Summary data={data} />
            ) : (
              <ul className={styles.list}>
                {data.items.map((item) => (
                  <li key={item.id}>
                    <ExerciseAnswer item={item} answeredAt={dateTime(item.answeredAt)} />
                  </li>
                ))}
              </ul>
            )
          }
        </LoadableContent>
      </TabButtons>
    </Container>
  );
}

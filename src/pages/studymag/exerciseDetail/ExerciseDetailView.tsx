import { useTranslation } from '@/i18n/react';
import type { AppDataOf } from '@contract/api/schemas/contract';
import type * as schema from '@contract/api/schemas/web/learningManagement';
import { rem } from '@tokens/index';
import { ExerciseAnswer } from '@/features/studymag/ExerciseAnswer';
import { StatTiles } from '@/features/studymag/StatTiles';
import { StudyChart } from '@/features/studymag/StudyChart';
import { dateTime } from '@/features/studymag/format';
import { DetailFrame } from '@/features/studymag/DetailFrame';
import type { DetailView } from '@/features/studymag/detailViews';
import type { Loadable } from '@/components/Loadable';
import * as styles from '@/features/studymag/studymag.css';

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
  return (
    <DetailFrame
      title={t('studymag.exercise.title')}
      detail={detail}
      view={view}
      onView={onView}
      skeletonHeights={[rem(120), rem(240), rem(240)]}
      isEmpty={(data) => data.summary.answered === 0}
      empty={{ title: t('studymag.exercise.empty'), description: t('studymag.exercise.emptyText') }}
      summary={(data) => <Summary data={data} />}
      items={(data) =>
        data.items.map((item) => (
          <li key={item.id}>
            <ExerciseAnswer item={item} answeredAt={dateTime(item.answeredAt)} />
          </li>
        ))
      }
    />
  );
}

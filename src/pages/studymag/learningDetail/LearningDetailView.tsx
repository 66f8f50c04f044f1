import { useTranslation } from '@/i18n/react';
import type { AppDataOf } from '@contract/api/schemas/contract';
import type * as schema from '@contract/api/schemas/web/learningManagement';
import { rem } from '@tokens/index';
import { LessonRecord } from '@/features/studymag/LessonRecord';
import { StatTiles } from '@/features/studymag/StatTiles';
import { StudyChart } from '@/features/studymag/StudyChart';
import { dateTime } from '@/features/studymag/format';
import { DetailFrame } from '@/features/studymag/DetailFrame';
import type { DetailView } from '@/features/studymag/detailViews';
import type { Loadable } from '@/components/Loadable';
import * as styles from '@/features/studymag/studymag.css';

export type LearningDetailData = AppDataOf<typeof schema.learningDetail>;

export interface LearningDetailViewProps {
  detail: Loadable<LearningDetailData>;
  view: DetailView;
  onView: (view: DetailView) => void;
}

const minutes = (seconds: number) => Math.round(seconds / 60);

function Summary({ data }: { data: LearningDetailData }) {
  const { t } = useTranslation();
  const { summary } = data;
  return (
    <div className={styles.page}>
      <StatTiles
        items={[
          {
            key: 'lessons',
            label: t('studymag.learning.lessons'),
            value: t('studymag.units.lessons', { count: summary.lessons }),
          },
          {
            key: 'finished',
            label: t('studymag.learning.finished'),
            value: t('studymag.units.lessons', { count: summary.finished }),
          },
          {
            key: 'watched',
            label: t('studymag.learning.watched'),
            value: t('studymag.units.minutes', { count: minutes(summary.watchedSec) }),
          },
          {
            key: 'average',
            label: t('studymag.learning.average'),
            value:
              summary.averageProgress === null
                ? t('studymag.units.noValue')
                : t('studymag.units.percent', { value: summary.averageProgress }),
          },
        ]}
      />
      <section className={styles.panel}>
        <StudyChart
          kind="bar"
          title={t('studymag.learning.byCourse')}
          categoryLabel={t('studymag.learning.course')}
          categories={summary.courses.map((course) => course.courseTitle)}
          series={[{ name: t('studymag.learning.watched'), values: summary.courses.map((course) => minutes(course.watchedSec)) }]}
          summary={summary.courses
            .map(
              (course) =>
                `${course.courseTitle}：${t('studymag.units.lessons', { count: course.lessons })}，${t('studymag.units.minutes', { count: minutes(course.watchedSec) })}`,
            )
            .join('；')}
        />
      </section>
    </div>
  );
}

/** /studymag/detail/learning: the lessons watched with time and completion, or the sums of them. */
export function LearningDetailView({ detail, view, onView }: LearningDetailViewProps) {
  const { t } = useTranslation();
  return (
    <DetailFrame
      title={t('studymag.learning.title')}
      detail={detail}
      view={view}
      onView={onView}
      skeletonHeights={[rem(100), rem(100), rem(100)]}
      isEmpty={(data) => data.summary.lessons === 0}
      empty={{ title: t('studymag.learning.empty'), description: t('studymag.learning.emptyText') }}
      summary={(data) => <Summary data={data} />}
      items={(data) =>
        data.items.map((item) => (
          <li key={item.classId}>
            <LessonRecord item={item} lastStudiedAt={dateTime(item.lastStudiedAt)} />
          </li>
        ))
      }
    />
  );
}

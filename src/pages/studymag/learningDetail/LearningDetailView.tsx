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
import { LessonRecord } from '@/features/studymag/LessonRecord';
import { StatTiles } from '@/features/studymag/StatTiles';
import { StudyChart } from '@/features/studymag/StudyChart';
import { type DetailView, detailViews } from '../detailViews';
import { dateTime } from '../format';
import * as styles from '../studymag.css';

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
  const period = detail.status === 'ready' ? detail.data.period : null;
  return (
    <Container className={styles.page}>
      <div className={styles.header}>
        <div>
          <h1 className={styles.title}>{t('studymag.learning.title')}</h1>
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
              <Skeleton height={rem(100)} />
              <Skeleton height={rem(100)} />
              <Skeleton height={rem(100)} />
            </SkeletonGroup>
          }
          isEmpty={(data) => data.summary.lessons === 0}
          empty={<EmptyState title={t('studymag.learning.empty')} description={t('studymag.learning.emptyText')} />}
        >
          {(data) =>
            view === 'summary' ? (
              <Summary data={data} />
            ) : (
              <ul className={styles.list}>
                {data.items.map((item) => (
                  <li key={item.classId}>
                    <LessonRecord item={item} lastStudiedAt={dateTime(item.lastStudiedAt)} />
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

import { useId, useMemo } from 'react';
import { useTranslation } from '@/i18n/react';
import type { AppDataOf } from '@contract/api/schemas/contract';
import type * as schema from '@contract/api/schemas/web/learningManagement';
import { EmptyState } from '@/components/EmptyState';
import { Link } from '@/components/Link';
import { LoadableContent, type Loadable } from '@/components/Loadable';
import { Container } from '@/components/PageShell';
import { Skeleton, SkeletonGroup } from '@/components/Skeleton';
import { rem } from '@tokens/index';
import { StatTiles } from '@/features/studymag/StatTiles';
import { StudyChart } from '@/features/studymag/StudyChart';
import * as commerce from '@/features/commerce/commerce.css';
import { dateTime, shortDay } from '@/features/studymag/format';
import { PeriodHeader } from '@/features/studymag/PeriodHeader';
import * as styles from '@/features/studymag/studymag.css';
import { href } from '@contract/addresses/href';

export type ReportData = AppDataOf<typeof schema.learningHome>;

export interface ReportViewProps {
  home: Loadable<ReportData>;
  onReport: (reportId: number) => void;
  /**
   * A bound parent's view: the child's name ('' when the child gave none). The page then says whose report it
   * is and leaves out what opens the student's own pages (the answer and lesson details, recent lessons).
   */
  child?: string;
}

export const exerciseDetailTo = (reportId: number) => `/studymag/detail/exercise?reportId=${reportId}`;
export const learningDetailTo = (reportId: number) => `/studymag/detail/learning?reportId=${reportId}`;

function ReportSkeleton() {
  return (
    <SkeletonGroup>
      <Skeleton height={rem(120)} />
      <div className={styles.charts}>
        <Skeleton height={rem(360)} />
        <Skeleton height={rem(360)} />
      </div>
      <Skeleton height={rem(200)} />
    </SkeletonGroup>
  );
}

function ReportCharts({ data }: { data: ReportData }) {
  const { t } = useTranslation();
  const report = data.report!;
  const daily = useMemo(() => {
    const total = data.dailyStudy.reduce((sum, day) => sum + day.minutes, 0);
    const best = data.dailyStudy.reduce((top, day) => (day.minutes > top.minutes ? day : top), data.dailyStudy[0]!);
    return {
      categories: data.dailyStudy.map((day) => shortDay(day.date)),
      series: [{ name: t('studymag.report.dailyMinutes'), values: data.dailyStudy.map((day) => day.minutes) }],
      summary:
        total === 0
          ? t('studymag.report.dailyNone')
          : t('studymag.report.dailySummary', { total, best: shortDay(best.date), max: best.minutes }),
    };
  }, [data.dailyStudy, t]);
  const mastery = useMemo(() => {
    const sorted = [...report.subjectStats].sort((a, b) => b.accuracy - a.accuracy);
    const best = sorted[0];
    const worst = sorted[sorted.length - 1];
    return {
      categories: report.subjectStats.map((stat) => stat.subjectName),
      series: [{ name: t('studymag.report.masteryAccuracy'), values: report.subjectStats.map((stat) => stat.accuracy) }],
      summary:
        best && worst
          ? t('studymag.report.masterySummary', {
              best: best.subjectName,
              bestValue: best.accuracy,
              worst: worst.subjectName,
              worstValue: worst.accuracy,
            })
          : '',
    };
  }, [report.subjectStats, t]);
  const trend = useMemo(() => {
    const active = data.accuracyTrend.filter((week) => week.accuracy !== null);
    const last = active[active.length - 1];
    return {
      categories: data.accuracyTrend.map((week) => t('studymag.report.weekOf', { date: shortDay(week.weekStart) })),
      series: [{ name: t('studymag.report.accuracyValue'), values: data.accuracyTrend.map((week) => week.accuracy) }],
      summary: last
        ? t('studymag.report.accuracySummary', { weeks: data.accuracyTrend.length, active: active.length, last: last.accuracy })
        : t('studymag.report.accuracyNone'),
    };
  }, [data.accuracyTrend, t]);
  return (
    <div className={styles.charts}>
      <section className={styles.panel}>
        <StudyChart
          kind="bar"
          title={t('studymag.report.dailyTitle')}
          categoryLabel={t('studymag.report.dailyDay')}
          categories={daily.categories}
          series={daily.series}
          summary={daily.summary}
        />
      </section>
      <section className={styles.panel}>
        <StudyChart
          kind="bar"
          title={t('studymag.report.masteryTitle')}
          categoryLabel={t('studymag.report.masterySubject')}
          categories={mastery.categories}
          series={mastery.series}
          max={100}
          summary={mastery.summary}
        />
      </section>
      <section className={[styles.panel, styles.wide].join(' ')}>
        <StudyChart
          kind="line"
          title={t('studymag.report.accuracyTitle')}
          categoryLabel={t('studymag.report.accuracyWeek')}
          categories={trend.categories}
          series={trend.series}
          max={100}
          summary={trend.summary}
        />
      </section>
    </div>
  );
}

/** Knowledge points at the week's end, weakest first, with how each moved since the previous report. */
function MasteryPanel({ mastery }: { mastery: NonNullable<ReportData['report']>['mastery'] }) {
  const { t } = useTranslation();
  const points = useMemo(() => [...mastery].sort((a, b) => a.score - b.score), [mastery]);
  const chart = useMemo(
    () => ({
      categories: points.map((point) => point.knowledgePoint),
      series: [{ name: t('studymag.report.pointScore'), values: points.map((point) => point.score) }],
    }),
    [points, t],
  );
  const weakest = points[0];
  return (
    <section className={[styles.panel, styles.wide].join(' ')} data-testid="report-mastery">
      <StudyChart
        kind="bar"
        title={t('studymag.report.pointsTitle')}
        categoryLabel={t('studymag.report.point')}
        categories={chart.categories}
        series={chart.series}
        max={100}
        summary={
          weakest
            ? t('studymag.report.pointsSummary', { count: points.length, weakest: weakest.knowledgePoint, score: weakest.score })
            : ''
        }
      />
      <ul className={styles.list}>
        {points.map((point) => (
          <li key={`${point.subject}:${point.knowledgePoint}`} className={styles.muted} data-point={point.knowledgePoint}>
            {point.subjectName} · {point.knowledgePoint}：{t('studymag.units.percent', { value: point.score })}
            {' · '}
            {point.change === null
              ? t('studymag.report.pointNew')
              : point.change > 0
                ? t('studymag.report.pointUp', { value: point.change })
                : point.change < 0
                  ? t('studymag.report.pointDown', { value: -point.change })
                  : t('studymag.report.pointSame')}
          </li>
        ))}
      </ul>
    </section>
  );
}

function ReportBody({
  data,
  onReport,
  forParent,
}: {
  data: ReportData;
  onReport: (reportId: number) => void;
  forParent: boolean;
}) {
  const { t } = useTranslation();
  const pickerId = useId();
  const report = data.report;
  return (
    <>
      {report ? (
        <>
          <PeriodHeader
            title={report.title}
            subtitle={t('studymag.report.period', { start: report.periodStart, end: report.periodEnd })}
            periods={data.reports}
            currentId={report.id}
            pickerLabel={t('studymag.report.picker')}
            onPick={onReport}
          />
          <StatTiles
            items={[
              {
                key: 'studyMinutes',
                label: t('studymag.report.stats.studyMinutes'),
                value: t('studymag.units.minutes', { count: report.studyMinutes }),
              },
              {
                key: 'finishedClasses',
                label: t('studymag.report.stats.finishedClasses'),
                value: t('studymag.units.lessons', { count: report.finishedClasses }),
              },
              {
                key: 'exerciseCount',
                label: t('studymag.report.stats.exerciseCount'),
                value: t('studymag.units.count', { count: report.exerciseCount }),
              },
              {
                key: 'accuracy',
                label: t('studymag.report.stats.accuracy'),
                value: t('studymag.units.percent', { value: report.accuracy }),
              },
            ]}
          />
          {report.summary && (
            <p className={styles.body} data-testid="report-summary">
              {report.summary}
            </p>
          )}
          <ReportCharts data={data} />
          {report.mastery.length > 0 && <MasteryPanel mastery={report.mastery} />}
          <div className={styles.twoColumns}>
            <section className={styles.panel}>
              <h2 className={styles.panelTitle}>{t('studymag.report.strengths')}</h2>
              <ul className={styles.bullets}>
                {report.strengths.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
              <h2 className={styles.panelTitle}>{t('studymag.report.weaknesses')}</h2>
              <ul className={styles.bullets}>
                {report.weaknesses.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </section>
            <section className={styles.panel}>
              <h2 className={styles.panelTitle}>{t('studymag.report.teacherComment')}</h2>
              <p className={report.teacherComment ? styles.body : styles.muted}>
                {report.teacherComment || t('studymag.report.noComment')}
              </p>
              {forParent ? null : (
                <div className={styles.links}>
                  <Link to={exerciseDetailTo(report.id)} className={styles.linkButton}>
                    {t('studymag.report.exerciseDetail')}
                  </Link>
                  <Link to={learningDetailTo(report.id)} className={styles.linkButton}>
                    {t('studymag.report.learningDetail')}
                  </Link>
                </div>
              )}
            </section>
          </div>
        </>
      ) : (
        <EmptyState title={t('studymag.report.empty')} description={t('studymag.report.emptyText')} />
      )}
      {forParent ? null : (
        <section className={styles.panel} aria-labelledby={`${pickerId}-recent`}>
          <h2 id={`${pickerId}-recent`} className={styles.panelTitle}>
            {t('studymag.report.recent')}
          </h2>
          {data.recentLearning.length === 0 ? (
            <p className={styles.muted}>{t('studymag.report.recentEmpty')}</p>
          ) : (
            <ul className={styles.list}>
              {data.recentLearning.map((item) => (
                <li key={item.classId} className={styles.recentItem}>
                  <Link to={href.lesson(item)} className={styles.recentTitle}>
                    {item.classTitle}
                  </Link>
                  <p className={styles.muted}>
                    {item.courseTitle} ·{' '}
                    {t('studymag.report.studiedAt', { time: dateTime(item.lastStudiedAt), progress: item.progress })}
                  </p>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </>
  );
}

/** /studymag/report: the week's study report with its charts, earlier reports and recent learning. */
export function ReportView({ home, onReport, child }: ReportViewProps) {
  const { t } = useTranslation();
  const forParent = child !== undefined;
  return (
    <Container className={styles.page}>
      <h1 className={styles.title}>
        {forParent
          ? child
            ? t('studymag.report.childTitle', { name: child })
            : t('studymag.report.childTitleNoName')
          : t('studymag.report.title')}
      </h1>
      {forParent ? <p className={styles.muted}>{t('studymag.report.childIntro')}</p> : null}
      <LoadableContent
        value={home}
        skeleton={<ReportSkeleton />}
        isEmpty={(data) => data.report === null && data.recentLearning.length === 0}
        empty={
          <EmptyState
            title={t('studymag.report.empty')}
            description={t('studymag.report.emptyText')}
            action={
              <Link to="/course" className={commerce.primaryLinkButton}>
                {t('studymag.report.browse')}
              </Link>
            }
          />
        }
      >
        {(data) => <ReportBody data={data} onReport={onReport} forParent={forParent} />}
      </LoadableContent>
    </Container>
  );
}

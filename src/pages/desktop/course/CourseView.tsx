import { COURSE_SYSTEM_COLUMNS } from '@contract/api/openingCalls';
import { useTranslation } from '@/i18n/react';
import { FilterGroup } from '@/components/FilterGroup';
import { LoadableContent, type Loadable } from '@/components/Loadable';
import { Container, PageTitle, Section } from '@/components/PageShell';
import { Skeleton, SkeletonGroup } from '@/components/Skeleton';
import { Link } from '@/components/Link';
import { CourseList, type CoursePage } from '@/features/catalog/CourseList';
import type { CourseFilterRow } from '@/features/catalog/courseFilters';
import * as styles from './CoursePage.css';

export interface CourseViewProps {
  filters: Loadable<CourseFilterRow[]>;
  courses: Loadable<CoursePage>;
  /** Shown above the results: 初二 · 数学 */
  choiceLabel: string | null;
  onPageChange: (page: number) => void;
}

/** /course: the course system by school stage, grade and subject, the matching courses below. */
export function CourseView({ filters, courses, choiceLabel, onPageChange }: CourseViewProps) {
  const { t } = useTranslation();
  return (
    <Container className={styles.page}>
      <PageTitle
        title={t('routes.course')}
        subtitle={t('catalog.system.subtitle')}
        breadcrumb={[{ label: t('routes.home'), to: '/home' }, { label: t('routes.course') }]}
        LinkComponent={Link}
      />
      <section className={styles.filters} aria-label={t('catalog.system.filters')}>
        <LoadableContent
          value={filters}
          size="sm"
          skeleton={
            <SkeletonGroup className={styles.filterSkeleton}>
              <Skeleton width="40%" />
              <Skeleton width="90%" />
              <Skeleton width="70%" />
            </SkeletonGroup>
          }
        >
          {(rows) =>
            rows.map((row) => (
              <FilterGroup key={row.key} label={t(`catalog.system.${row.key}`)} options={row.options} value={row.value} />
            ))
          }
        </LoadableContent>
      </section>
      <Section
        title={choiceLabel ? t('catalog.system.resultsOf', { choice: choiceLabel }) : t('catalog.system.allCourses')}
        extra={
          courses.status === 'ready' && courses.data.total > 0 ? (
            <span className={styles.count}>{t('catalog.system.count', { count: courses.data.total })}</span>
          ) : undefined
        }
      >
        <CourseList
          value={courses}
          columns={COURSE_SYSTEM_COLUMNS.desktop}
          placeholders={12}
          onPageChange={onPageChange}
          empty={
            <div className={styles.empty}>
              <p className={styles.emptyTitle}>{t('catalog.system.emptyTitle')}</p>
              <p className={styles.emptyText}>{t('catalog.system.emptyText')}</p>
              <Link to="/course" className={styles.emptyLink}>
                {t('catalog.system.showAll')}
              </Link>
            </div>
          }
        />
      </Section>
    </Container>
  );
}

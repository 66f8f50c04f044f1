import { COURSE_SYSTEM_COLUMNS } from '@contract/api/openingCalls';
import { useTranslation } from '@/i18n/react';
import { FilterGroup } from '@/components/FilterGroup';
import { Link } from '@/components/Link';
import { LoadableContent, type Loadable } from '@/components/Loadable';
import { Skeleton, SkeletonGroup } from '@/components/Skeleton';
import { CourseList, type CoursePage } from '@/features/catalog/CourseList';
import type { CourseFilterRow } from '@/features/catalog/courseFilters';
import '@/features/mobile/courseTexts';
import * as m from '@/features/mobile/mobile.css';
import * as styles from './MobileCourse.css';

export interface MobileCourseSystemViewProps {
  filters: Loadable<CourseFilterRow[]>;
  courses: Loadable<CoursePage>;
  choiceLabel: string | null;
  onPageChange: (page: number) => void;
}

/** /m/course: the course system by stage, grade and subject (each row scrolls sideways), courses two by two below. */
export function MobileCourseSystemView({ filters, courses, choiceLabel, onPageChange }: MobileCourseSystemViewProps) {
  const { t } = useTranslation();
  return (
    <div className={m.page}>
      <h1 className={m.title}>{t('routes.mobileCourse')}</h1>
      <section className={styles.filters} aria-label={t('mobile.course.filters')}>
        <LoadableContent
          value={filters}
          size="sm"
          skeleton={
            <SkeletonGroup className={styles.filterSkeleton}>
              {[0, 1, 2].map((index) => (
                <Skeleton key={index} shape="rect" className={styles.filterRowSkeleton} />
              ))}
            </SkeletonGroup>
          }
        >
          {(rows) =>
            rows.map((row) => (
              <FilterGroup
                key={row.key}
                className={styles.filterRow}
                label={t(`catalog.system.${row.key}`)}
                options={row.options}
                value={row.value}
              />
            ))
          }
        </LoadableContent>
      </section>
      <section className={m.section} aria-labelledby="m-course-results">
        <div className={m.sectionHead}>
          <h2 id="m-course-results" className={m.sectionTitle}>
            {choiceLabel ? t('mobile.course.resultsOf', { choice: choiceLabel }) : t('mobile.course.allCourses')}
          </h2>
          {courses.status === 'ready' && courses.data.total > 0 && (
            <span className={m.text}>{t('catalog.system.count', { count: courses.data.total })}</span>
          )}
        </div>
        <CourseList
          value={courses}
          columns={COURSE_SYSTEM_COLUMNS.mobile}
          variant="compact"
          placeholders={6}
          onPageChange={onPageChange}
          empty={
            <div className={m.card}>
              <p className={m.sectionTitle}>{t('catalog.system.emptyTitle')}</p>
              <p className={m.text}>{t('catalog.system.emptyText')}</p>
              <Link to="/m/course" className={m.secondaryButton}>
                {t('catalog.system.showAll')}
              </Link>
            </div>
          }
        />
      </section>
    </div>
  );
}

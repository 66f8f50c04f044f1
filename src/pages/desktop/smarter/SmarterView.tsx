import { useTranslation } from '@/i18n/react';
import { CardGridSkeleton, CardList } from '@/components/CardGrid';
import { EmptyState } from '@/components/EmptyState';
import { FilterGroup, type FilterOption } from '@/components/FilterGroup';
import { Link } from '@/components/Link';
import { LoadableContent, type Loadable } from '@/components/Loadable';
import { Container, PageTitle } from '@/components/PageShell';
import { Pagination } from '@/components/Pagination';
import { Skeleton, SkeletonGroup } from '@/components/Skeleton';
import { TutorCard, TutorCardSkeleton, type TutorCardData } from '@/features/content/TutorCard';
import * as shared from '@/features/site/shared.css';
import * as styles from './SmarterPage.css';

export interface TutorFilters {
  grades: FilterOption[];
  grade: string;
  subjects: FilterOption[];
  subject: string;
}

export interface SmarterViewProps {
  filters: Loadable<TutorFilters>;
  tutors: Loadable<{ list: readonly TutorCardData[]; total: number; page: number; size: number }>;
  onPageChange: (page: number) => void;
}

/** /smarter: top students who coach, by the grade and subject they coach. */
export function SmarterView({ filters, tutors, onPageChange }: SmarterViewProps) {
  const { t } = useTranslation();
  return (
    <Container className={shared.page}>
      <PageTitle
        title={t('routes.smarter')}
        subtitle={t('content.tutor.subtitle')}
        breadcrumb={[{ label: t('routes.home'), to: '/home' }, { label: t('routes.smarter') }]}
        LinkComponent={Link}
      />
      <section className={[shared.panel, styles.filters].join(' ')} aria-label={t('content.tutor.filters')}>
        <LoadableContent
          value={filters}
          size="sm"
          skeleton={
            <SkeletonGroup className={styles.filterSkeleton}>
              <Skeleton width="80%" />
              <Skeleton width="60%" />
            </SkeletonGroup>
          }
        >
          {(data) => (
            <>
              <FilterGroup label={t('catalog.system.grade')} options={data.grades} value={data.grade} />
              <FilterGroup label={t('catalog.system.subject')} options={data.subjects} value={data.subject} />
            </>
          )}
        </LoadableContent>
      </section>
      <LoadableContent
        value={tutors}
        isEmpty={(page) => page.list.length === 0}
        empty={<EmptyState title={t('content.tutor.empty')} description={t('content.tutor.emptyHint')} />}
        skeleton={<CardGridSkeleton count={8} columns={4} card={<TutorCardSkeleton />} />}
      >
        {(page) => (
          <div className={styles.results}>
            <CardList items={page.list} keyOf={(tutor) => tutor.id} columns={4}>
              {(tutor) => <TutorCard tutor={tutor} headingLevel="h2" />}
            </CardList>
            <Pagination page={page.page} pageSize={page.size} total={page.total} onPageChange={onPageChange} showTotal />
          </div>
        )}
      </LoadableContent>
    </Container>
  );
}

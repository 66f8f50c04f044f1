import { useTranslation } from '@/i18n/react';
import { Link } from '@/components/Link';
import type { Loadable } from '@/components/Loadable';
import { Container, PageTitle } from '@/components/PageShell';
import { CourseList, type CoursePage } from '@/features/catalog/CourseList';
import * as shared from '@/features/site/shared.css';

export interface CourseMoreViewProps {
  /** 热门推荐, 初二 · 数学 … */
  title: string;
  courses: Loadable<CoursePage>;
  onPageChange: (page: number) => void;
}

/** /course/more: one list of courses (the headline courses, or a subject and grade), page by page. */
export function CourseMoreView({ title, courses, onPageChange }: CourseMoreViewProps) {
  const { t } = useTranslation();
  return (
    <Container className={shared.page}>
      <PageTitle
        title={title}
        subtitle={courses.status === 'ready' ? t('catalog.system.count', { count: courses.data.total }) : undefined}
        breadcrumb={[{ label: t('routes.home'), to: '/home' }, { label: t('routes.course'), to: '/course' }, { label: title }]}
        LinkComponent={Link}
      />
      <CourseList value={courses} placeholders={12} onPageChange={onPageChange} headingLevel="h2" />
    </Container>
  );
}

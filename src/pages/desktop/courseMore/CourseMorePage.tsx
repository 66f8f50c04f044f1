import { keepPreviousData } from '@tanstack/react-query';
import { useTranslation } from '@/i18n/react';
import { useSearchParams } from 'react-router';
import * as webCommon from '@contract/api/calls/web/common';
import * as webCourse from '@contract/api/calls/web/course';
import { loadableOf, useApiQuery } from '@/app/api/queries';
import { positiveIntParam } from '@/lib/url';
import { CourseMoreView } from './CourseMoreView';
import '@/features/catalog/texts';

const PAGE_SIZE = 12;

/** /course/more?type=headline or ?categoryId=&gradeId=, with ?page= (kept alive: back from a course finds the same page). */
export default function CourseMorePage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const headline = params.get('type') === 'headline';
  const categoryId = positiveIntParam(params.get('categoryId')) ?? undefined;
  const gradeId = positiveIntParam(params.get('gradeId')) ?? undefined;
  const page = positiveIntParam(params.get('page')) ?? 1;
  const options = { placeholderData: keepPreviousData };
  const headlineCourses = useApiQuery(
    webCourse.findHeadlineCourses,
    { categoryId, page, size: PAGE_SIZE },
    { ...options, enabled: headline },
  );
  const courses = useApiQuery(
    webCourse.findCoursesByCategory,
    { categoryId, gradeId, page, size: PAGE_SIZE },
    { ...options, enabled: !headline },
  );
  const basic = useApiQuery(webCommon.getBasicData, {});
  const names = [
    basic.data?.gradeList.find((grade) => grade.id === gradeId)?.name,
    basic.data?.couresCourseCateGory.find((category) => category.id === categoryId)?.name,
  ].filter(Boolean);
  const title = headline
    ? t('catalog.more.headline')
    : names.length > 0
      ? t('catalog.system.resultsOf', { choice: names.join(' · ') })
      : t('catalog.system.allCourses');
  return (
    <CourseMoreView
      title={title}
      courses={loadableOf(headline ? headlineCourses : courses)}
      onPageChange={(next) =>
        setParams((current) => {
          const updated = new URLSearchParams(current);
          updated.set('page', String(next));
          return updated;
        })
      }
    />
  );
}

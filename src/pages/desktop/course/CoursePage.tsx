import { keepPreviousData } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { web } from '@/api/calls';
import { loadableOf, useApiQuery } from '@/app/api/queries';
import { failed, mapLoadable } from '@/components/Loadable';
import { positiveIntParam } from '@/lib/url';
import { courseFilterRows, isStage, resolveChoice } from './courseFilters';
import { CourseView } from './CourseView';
import '@/features/catalog/texts';

const PAGE_SIZE = 12;

/** /course?stage=&gradeId=&categoryId=&page=: every filter lives in the address, so reload, back and shared links keep it. */
export default function CoursePage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const stageParam = params.get('stage');
  const asked = {
    stage: isStage(stageParam) ? stageParam : null,
    gradeId: positiveIntParam(params.get('gradeId')),
    categoryId: positiveIntParam(params.get('categoryId')),
  };
  const page = positiveIntParam(params.get('page')) ?? 1;
  const basic = useApiQuery(web.common.getBasicData, {});
  const choice = basic.data ? resolveChoice(basic.data, asked) : asked;
  const courses = useApiQuery(
    web.course.findCoursesByCategory,
    {
      gradeId: choice.gradeId ?? undefined,
      categoryId: choice.categoryId ?? undefined,
      stage: choice.gradeId === null ? (choice.stage ?? undefined) : undefined,
      page,
      size: PAGE_SIZE,
    },
    // Basic data first: an id from the address is checked before the list is asked for it.
    { enabled: basic.isSuccess, placeholderData: keepPreviousData },
  );

  const names = basic.data
    ? [
        choice.gradeId !== null
          ? basic.data.gradeList.find((grade) => grade.id === choice.gradeId)?.name
          : basic.data.clasesList.find((group) => group.stage === choice.stage)?.name,
        basic.data.couresCourseCateGory.find((category) => category.id === choice.categoryId)?.name,
      ].filter(Boolean)
    : [];

  return (
    <CourseView
      filters={mapLoadable(loadableOf(basic), (data) => courseFilterRows(data, choice, t('catalog.system.all')))}
      courses={basic.isError ? failed(() => void basic.refetch(), basic.isFetching) : loadableOf(courses)}
      choiceLabel={names.length > 0 ? names.join(' · ') : null}
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

import { keepPreviousData } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { web } from '@/api/calls';
import { loadableOf, useApiQuery } from '@/app/api/queries';
import { failed, mapLoadable } from '@/components/Loadable';
import { positiveIntParam } from '@/lib/url';
import { courseFilterRows, isStage, resolveChoice } from '@/pages/desktop/course/courseFilters';
import { MobileCourseSystemView } from './MobileCourseSystemView';

const PAGE_SIZE = 10;

/** The course system on the phone: the same filters (in the address) and list as /course. */
export function MobileCourseSystem() {
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
    <MobileCourseSystemView
      filters={mapLoadable(loadableOf(basic), (data) => courseFilterRows(data, choice, t('catalog.system.all'), '/m/course'))}
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

import { keepPreviousData } from '@tanstack/react-query';
import { useTranslation } from '@/i18n/react';
import { useSearchParams } from 'react-router';
import * as webCommon from '@contract/api/calls/web/common';
import * as webCourse from '@contract/api/calls/web/course';
import { loadableOf, useApiQuery } from '@/app/api/queries';
import { failed, mapLoadable, type Loadable } from '@/components/Loadable';
import type { CoursePage } from '@/features/catalog/CourseList';
import { positiveIntParam } from '@/lib/url';
import { courseFilterRows, isStage, resolveChoice, type CourseFilterRow } from '@/features/catalog/courseFilters';

export interface CourseSystem {
  filters: Loadable<CourseFilterRow[]>;
  courses: Loadable<CoursePage>;
  /** The chosen grade (or stage) and subject in words, e.g. '初二 · 数学'; null with nothing chosen. */
  choiceLabel: string | null;
  onPageChange: (page: number) => void;
}

/**
 * The course system read from the address (?stage=&gradeId=&categoryId=&page=), so reload, back and shared
 * links keep it: the filter rows linking under `base`, and the page of matching courses.
 */
export function useCourseSystem({ base, pageSize }: { base: string; pageSize: number }): CourseSystem {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const stageParam = params.get('stage');
  const asked = {
    stage: isStage(stageParam) ? stageParam : null,
    gradeId: positiveIntParam(params.get('gradeId')),
    categoryId: positiveIntParam(params.get('categoryId')),
  };
  const page = positiveIntParam(params.get('page')) ?? 1;
  const basic = useApiQuery(webCommon.getBasicData, {});
  const choice = basic.data ? resolveChoice(basic.data, asked) : asked;
  const courses = useApiQuery(
    webCourse.findCoursesByCategory,
    {
      gradeId: choice.gradeId ?? undefined,
      categoryId: choice.categoryId ?? undefined,
      stage: choice.gradeId === null ? (choice.stage ?? undefined) : undefined,
      page,
      size: pageSize,
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

  return {
    filters: mapLoadable(loadableOf(basic), (data) => courseFilterRows(data, choice, t('catalog.system.all'), base)),
    courses: basic.isError ? failed(() => void basic.refetch(), basic.isFetching) : loadableOf(courses),
    choiceLabel: names.length > 0 ? names.join(' · ') : null,
    onPageChange: (next) =>
      setParams((current) => {
        const updated = new URLSearchParams(current);
        updated.set('page', String(next));
        return updated;
      }),
  };
}

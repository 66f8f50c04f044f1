import { TUTORS_PAGE_SIZE } from '@contract/api/openingCalls';
import { keepPreviousData } from '@tanstack/react-query';
import { useTranslation } from '@/i18n/react';
import { useSearchParams } from 'react-router';
import * as webCommon from '@contract/api/calls/web/common';
import * as webTeacherInfo from '@contract/api/calls/web/teacherInfo';
import { loadableOf, useApiQuery } from '@/app/api/queries';
import { mapLoadable } from '@/components/Loadable';
import { pathWith, positiveIntParam } from '@/lib/url';
import { SmarterView } from './SmarterView';
import '@/features/catalog/texts';
import '@/features/content/texts';

const PAGE_SIZE = TUTORS_PAGE_SIZE;

/** /smarter?gradeId=&categoryId=&page=: tutors by the grade and subject they coach (kept alive). */
export default function SmarterPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const basic = useApiQuery(webCommon.getBasicData, {});
  const gradeId = positiveIntParam(params.get('gradeId'));
  const categoryId = positiveIntParam(params.get('categoryId'));
  const page = positiveIntParam(params.get('page')) ?? 1;
  const tutors = useApiQuery(
    webTeacherInfo.findTutors,
    { gradeId: gradeId ?? undefined, categoryId: categoryId ?? undefined, page, size: PAGE_SIZE },
    { placeholderData: keepPreviousData },
  );
  const all = t('catalog.system.all');
  return (
    <SmarterView
      filters={mapLoadable(loadableOf(basic), (data) => {
        const offered = data.teacherCouresCourseCateGory.find((entry) => entry.gradeId === gradeId)?.courseList;
        const subjects = offered
          ? offered.map((item) => ({ id: item.courseId, name: item.courseName }))
          : data.couresCourseCateGory.map(({ id, name }) => ({ id, name }));
        return {
          grade: gradeId === null ? 'all' : String(gradeId),
          grades: [
            { key: 'all', label: all, to: pathWith('/smarter', { categoryId }) },
            ...data.gradeList.map((grade) => ({
              key: String(grade.id),
              label: grade.name,
              to: pathWith('/smarter', { gradeId: grade.id, categoryId }),
            })),
          ],
          subject: categoryId === null ? 'all' : String(categoryId),
          subjects: [
            { key: 'all', label: all, to: pathWith('/smarter', { gradeId }) },
            ...subjects.map((subject) => ({
              key: String(subject.id),
              label: subject.name,
              to: pathWith('/smarter', { gradeId, categoryId: subject.id }),
            })),
          ],
        };
      })}
      tutors={loadableOf(tutors)}
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

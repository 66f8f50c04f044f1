import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { admin, type DataOf } from '@contract/api/calls';
import type { CourseStatus } from '@contract/vocabulary/courseStatus';
import type { SchoolStage } from '@contract/vocabulary/stages';
import { consoleApi } from './consoleApi';

export type StaffCourseRow = DataOf<typeof admin.courses.courseList>['list'][number];
export type StaffCourse = DataOf<typeof admin.courses.courseDetail>;
export type CourseOptions = DataOf<typeof admin.courses.courseOptions>;
export type CourseSort = 'updated' | 'title' | 'price' | 'students' | 'shelf';

/** The course list's filter as the address keeps it, so a reload or the back button shows the same list. */
export interface CourseFilter {
  q: string;
  stage: SchoolStage | '';
  gradeId: number | null;
  categoryId: number | null;
  status: CourseStatus | '';
  sort: CourseSort;
  page: number;
}

export const COURSE_PAGE_SIZE = 20;

const keys = {
  list: (filter: CourseFilter) => ['console', 'courses', 'list', filter] as const,
  options: ['console', 'courses', 'options'] as const,
  one: (id: number) => ['console', 'courses', 'one', id] as const,
};

export function useStaffCourses(filter: CourseFilter) {
  return useQuery({
    queryKey: keys.list(filter),
    queryFn: () =>
      consoleApi.call(
        admin.courses.courseList,
        {
          q: filter.q,
          sort: filter.sort,
          page: filter.page,
          size: COURSE_PAGE_SIZE,
          ...(filter.stage ? { stage: filter.stage } : {}),
          ...(filter.gradeId ? { gradeId: filter.gradeId } : {}),
          ...(filter.categoryId ? { categoryId: filter.categoryId } : {}),
          ...(filter.status ? { status: filter.status } : {}),
        },
        { handleError: true },
      ),
    // The filters stay on screen with the last list while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useCourseOptions() {
  return useQuery({
    queryKey: keys.options,
    queryFn: () => consoleApi.call(admin.courses.courseOptions, {}, { handleError: true }),
    staleTime: 5 * 60_000,
  });
}

export function useStaffCourse(courseId: number | null) {
  return useQuery({
    queryKey: keys.one(courseId ?? 0),
    queryFn: () => consoleApi.call(admin.courses.courseDetail, { courseId: courseId! }, { handleError: true }),
    enabled: courseId !== null,
  });
}

/** What the course form sends: prices as typed (yuan), flags as booleans. */
export interface CourseFormValues {
  title: string;
  subtitle: string;
  categoryId: number;
  gradeId: number | null;
  teacherName: string;
  teacherIntro: string;
  price: string;
  originalPrice: string;
  isFree: boolean;
  isHeadline: boolean;
  hasMaterials: boolean;
}

const flag = (value: boolean) => (value ? '1' : '0');

/** A course write: the list, the course and the audit log are read again; the saved course is the new version. */
function useCourseWrite<Input>(write: (input: Input) => Promise<StaffCourse>) {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (saved) => {
      queries.setQueryData(keys.one(saved.id), saved);
      return Promise.all([
        queries.invalidateQueries({ queryKey: ['console', 'courses', 'list'] }),
        queries.invalidateQueries({ queryKey: ['console', 'audit'] }),
      ]);
    },
  });
}

export function useSaveCourse() {
  return useCourseWrite((input: { courseId: number | null; version: number | null; values: CourseFormValues }) => {
    const { values } = input;
    return consoleApi.call(
      admin.courses.saveCourse,
      {
        ...(input.courseId ? { courseId: input.courseId } : {}),
        ...(input.version ? { version: input.version } : {}),
        title: values.title,
        subtitle: values.subtitle,
        categoryId: values.categoryId,
        ...(values.gradeId ? { gradeId: values.gradeId } : {}),
        teacherName: values.teacherName,
        teacherIntro: values.teacherIntro,
        price: values.price,
        originalPrice: values.originalPrice,
        isFree: flag(values.isFree),
        isHeadline: flag(values.isHeadline),
        hasMaterials: flag(values.hasMaterials),
      },
      { handleError: true },
    );
  });
}

export function useSetCourseStatus() {
  return useCourseWrite((input: { courseId: number; status: CourseStatus; version: number }) =>
    consoleApi.call(admin.courses.setCourseStatus, input, { handleError: true }),
  );
}

export type CourseOutline = DataOf<typeof admin.courses.courseOutline>;

const outlineKey = (courseId: number) => ['console', 'courses', 'outline', courseId] as const;

export function useCourseOutline(courseId: number | null) {
  return useQuery({
    queryKey: outlineKey(courseId ?? 0),
    queryFn: () => consoleApi.call(admin.courses.courseOutline, { courseId: courseId! }, { handleError: true }),
    enabled: courseId !== null,
  });
}

/** The outline's changes, as one kind of edit each; every answer is the whole outline, which replaces the shown one. */
export type OutlineEdit =
  | { kind: 'addChapter'; title: string }
  | { kind: 'renameChapter'; chapterId: number; title: string }
  | { kind: 'deleteChapter'; chapterId: number }
  | { kind: 'addLesson'; chapterId: number; title: string; isTrial: boolean }
  | { kind: 'saveLesson'; chapterId: number; lessonId: number; title: string; isTrial: boolean }
  | { kind: 'deleteLesson'; lessonId: number }
  | { kind: 'orderChapters'; chapterIds: number[] }
  | { kind: 'orderLessons'; chapterId: number; lessonIds: number[] };

function sendOutlineEdit(courseId: number, edit: OutlineEdit): Promise<CourseOutline> {
  const options = { handleError: true };
  switch (edit.kind) {
    case 'addChapter':
      return consoleApi.call(admin.courses.saveChapter, { courseId, title: edit.title }, options);
    case 'renameChapter':
      return consoleApi.call(admin.courses.saveChapter, { courseId, chapterId: edit.chapterId, title: edit.title }, options);
    case 'deleteChapter':
      return consoleApi.call(admin.courses.deleteChapter, { chapterId: edit.chapterId }, options);
    case 'addLesson':
      return consoleApi.call(
        admin.courses.saveLesson,
        { chapterId: edit.chapterId, title: edit.title, isTrial: flag(edit.isTrial) },
        options,
      );
    case 'saveLesson':
      return consoleApi.call(
        admin.courses.saveLesson,
        { chapterId: edit.chapterId, lessonId: edit.lessonId, title: edit.title, isTrial: flag(edit.isTrial) },
        options,
      );
    case 'deleteLesson':
      return consoleApi.call(admin.courses.deleteLesson, { lessonId: edit.lessonId }, options);
    case 'orderChapters':
      return consoleApi.call(admin.courses.reorderOutline, { courseId, chapterIds: edit.chapterIds.join(',') }, options);
    case 'orderLessons':
      return consoleApi.call(
        admin.courses.reorderOutline,
        { courseId, chapterId: edit.chapterId, lessonIds: edit.lessonIds.join(',') },
        options,
      );
  }
}

/**
 * Sends outline edits, several at once if the editor is quick (adding lessons one after another): each answer
 * is the whole outline, shown only if no later edit has been sent since, so an earlier answer arriving late
 * never puts back an outline without the later change.
 */
export function useEditOutline(courseId: number) {
  const queries = useQueryClient();
  const [sent] = useState(() => ({ count: 0 }));
  return useMutation({
    mutationFn: (edit: OutlineEdit) => sendOutlineEdit(courseId, edit),
    onMutate: () => ({ serial: ++sent.count }),
    onSuccess: (outline, _edit, context) => {
      if (context.serial === sent.count) queries.setQueryData(outlineKey(courseId), outline);
      return Promise.all([
        // The lesson count and the version shown with the course.
        queries.invalidateQueries({ queryKey: ['console', 'courses', 'one', courseId] }),
        queries.invalidateQueries({ queryKey: ['console', 'courses', 'list'] }),
      ]);
    },
  });
}

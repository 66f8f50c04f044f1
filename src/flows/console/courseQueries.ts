import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { admin, type DataOf } from '@contract/api/calls';
import type { CourseFilter, CourseFormValues, OutlineEdit } from '@contract/api/schemas/admin/courses';
import type { CourseStatus } from '@contract/vocabulary/courseStatus';
import { uploadWithTicket } from '@/flows/upload';
import { consoleApi } from './consoleApi';

export type StaffCourseRow = DataOf<typeof admin.courses.courseList>['list'][number];
export type StaffCourse = DataOf<typeof admin.courses.courseDetail>;
export type CourseOptions = DataOf<typeof admin.courses.courseOptions>;

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
        coverUrl: values.coverUrl,
        // The field's local time with its offset, so the server stores the moment the editor meant.
        saleStartsAt: values.saleStartsAt ? new Date(values.saleStartsAt).toISOString() : '',
        saleEndsAt: values.saleEndsAt ? new Date(values.saleEndsAt).toISOString() : '',
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

/** Two courses swap places on the shelf; the list is read again in its new order. */
export function useShelfSwap() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (input: { courseId: number; otherId: number }) =>
      consoleApi.call(admin.courses.swapOnShelf, input, { handleError: true }),
    onSuccess: () =>
      Promise.all([
        queries.invalidateQueries({ queryKey: ['console', 'courses', 'list'] }),
        queries.invalidateQueries({ queryKey: ['console', 'audit'] }),
      ]),
  });
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
 * never puts back an outline without the later change. Edits sent together are saved side by side on the
 * server, so the last answer may have been read before an earlier edit was saved: once all of them have
 * settled, the outline is read again.
 */
export function useEditOutline(courseId: number) {
  const queries = useQueryClient();
  const [sent] = useState(() => ({ count: 0, inFlight: 0, overlapped: false }));
  return useMutation({
    mutationFn: (edit: OutlineEdit) => sendOutlineEdit(courseId, edit),
    onMutate: () => {
      sent.inFlight += 1;
      if (sent.inFlight > 1) sent.overlapped = true;
      return { serial: ++sent.count };
    },
    onSuccess: (outline, _edit, context) => {
      if (context.serial === sent.count) queries.setQueryData(outlineKey(courseId), outline);
      return Promise.all([
        // The lesson count and the version shown with the course.
        queries.invalidateQueries({ queryKey: ['console', 'courses', 'one', courseId] }),
        queries.invalidateQueries({ queryKey: ['console', 'courses', 'list'] }),
      ]);
    },
    onSettled: () => {
      sent.inFlight -= 1;
      if (sent.inFlight > 0 || !sent.overlapped) return;
      sent.overlapped = false;
      return queries.invalidateQueries({ queryKey: outlineKey(courseId) });
    },
  });
}

/** Uploads a course's cropped cover with the console's ticket; the stored address, or the refusal as an error. */
export async function uploadCourseCover(file: File, fallbackMessage: string): Promise<string> {
  const ticket = await consoleApi.call(admin.courses.coverUploadTicket, {}, { handleError: true });
  const answer = await uploadWithTicket(ticket, file, fallbackMessage);
  if (!answer.appData) throw new Error(answer.message);
  return answer.appData.url;
}

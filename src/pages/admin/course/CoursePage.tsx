import { useState } from 'react';
import type { ExerciseFilter } from '@contract/api/schemas/admin/exercises';
import { useNavigate, useParams } from 'react-router';
import type { CourseFormValues } from '@contract/api/schemas/admin/courses';
import type { CourseStatus } from '@contract/vocabulary/courseStatus';
import { isMissing } from '@/app/api/loadState';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { Link } from '@/components/Link';
import { LoadError } from '@/components/LoadError';
import { Tag } from '@/components/Tag';
import { consoleStyles } from '@/features/console';
import { CourseForm } from '@/features/console/CourseForm';
import { CourseOutline } from '@/features/console/CourseOutline';
import type { ExerciseTableList } from '@/features/console/ExerciseTable';
import { LessonExercises } from '@/features/console/LessonExercises';
import { LessonVideo } from '@/features/console/LessonVideo';
import { MOVE_LABEL, STATUS_TONE } from '@/features/console/CourseTable';
import {
  CONSOLE_PAGES,
  courseEditPath,
  EXERCISE_PICKER_SIZE,
  useEditLessonExercises,
  useLessonExercises,
  useStaffExercises,
  useCourseOptions,
  useCourseOutline,
  useEditOutline,
  useLessonVideo,
  useLessonVideos,
  type LessonVideos,
  useSaveCourse,
  useSetCourseStatus,
  uploadCourseCover,
  useStaffCourse,
  type StaffCourse,
  type StaffProfile,
} from '@/flows/console';
import { useTranslation } from '@/i18n/react';
import { formatDate, formatDateTime } from '@/lib/format';

const coursesPath = CONSOLE_PAGES.find((page) => page.id === 'courses')!.path;

const EMPTY: CourseFormValues = {
  title: '',
  subtitle: '',
  categoryId: 0,
  gradeId: null,
  teacherName: '',
  teacherIntro: '',
  price: '',
  originalPrice: '',
  isFree: false,
  isHeadline: false,
  hasMaterials: false,
  coverUrl: '',
  saleStartsAt: '',
  saleEndsAt: '',
};

function fieldsOf(course: StaffCourse): CourseFormValues {
  return {
    title: course.title,
    subtitle: course.subtitle,
    categoryId: course.categoryId,
    gradeId: course.gradeId,
    teacherName: course.teacherName,
    teacherIntro: course.teacherIntro,
    price: course.price.toFixed(2),
    originalPrice: course.originalPrice > 0 ? course.originalPrice.toFixed(2) : '',
    isFree: course.isFree,
    isHeadline: course.isHeadline,
    hasMaterials: course.hasMaterials,
    coverUrl: course.coverUrl,
    // The date-and-time fields show the editor's local time.
    saleStartsAt: course.saleStartsAt ? formatDate(course.saleStartsAt, 'YYYY-MM-DDTHH:mm') : '',
    saleEndsAt: course.saleEndsAt ? formatDate(course.saleEndsAt, 'YYYY-MM-DDTHH:mm') : '',
  };
}

/** A lesson's video: its upload, then its transcode's status, and its removal, each lesson with a flow of its own. */
function LessonVideoSlot(props: {
  courseId: number;
  lesson: { id: number; title: string };
  video: LessonVideos[number] | null;
  readOnly: boolean;
}) {
  const flow = useLessonVideo(props.courseId, props.lesson.id, props.video);
  return (
    <LessonVideo
      lessonTitle={props.lesson.title}
      stage={flow.stage}
      video={flow.video}
      fileName={flow.fileName}
      sentPercent={flow.sentPercent}
      error={flow.error}
      readOnly={props.readOnly}
      onPick={flow.pickFile}
      onCancel={flow.cancel}
      onRetry={flow.retry}
      confirmingDetach={flow.confirmingDetach}
      detaching={flow.detaching}
      onDetach={flow.detach}
      onConfirmDetach={flow.confirmDetach}
      onKeepVideo={flow.keepVideo}
    />
  );
}

/**
 * A lesson's exercises: the button with their count, and once opened their list and a picker of the bank's
 * other questions, starting at the course's subject.
 */
function LessonExercisesSlot(props: {
  courseId: number;
  categoryId: number;
  lesson: { id: number; title: string; exerciseCount?: number | undefined };
  readOnly: boolean;
}) {
  const [open, setOpen] = useState(false);
  const cleared: ExerciseFilter = { q: '', categoryId: props.categoryId, gradeId: null, kind: '', difficulty: '', page: 1 };
  const [filter, setFilter] = useState(cleared);
  const list = useLessonExercises(props.lesson.id, open);
  const offered = useStaffExercises(filter, {
    excludeLessonId: props.lesson.id,
    size: EXERCISE_PICKER_SIZE,
    enabled: open && !props.readOnly,
  });
  const options = useCourseOptions();
  const edit = useEditLessonExercises(props.courseId, props.lesson.id);
  const failed = (query: typeof list | typeof offered) =>
    ({
      state: 'error',
      message: query.error?.message,
      onRetry: () => void query.refetch(),
      retrying: query.isFetching,
    }) as const;
  const lessonList: ExerciseTableList = list.isPending
    ? { state: 'loading' }
    : list.isError
      ? failed(list)
      : { state: 'ready', rows: list.data.list, total: list.data.list.length };
  const offeredList: ExerciseTableList = offered.isPending
    ? { state: 'loading' }
    : offered.isError
      ? failed(offered)
      : { state: 'ready', rows: offered.data.list, total: offered.data.total };
  return (
    <LessonExercises
      lessonTitle={props.lesson.title}
      count={props.lesson.exerciseCount ?? 0}
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) edit.reset();
      }}
      list={lessonList}
      readOnly={props.readOnly}
      busy={edit.isPending}
      error={edit.error?.message ?? null}
      onEdit={(change) => edit.mutate(change)}
      picker={{
        filter,
        cleared,
        onFilterChange: setFilter,
        list: offeredList,
        pageSize: EXERCISE_PICKER_SIZE,
      }}
      options={options.data ?? { categories: [], grades: [] }}
    />
  );
}

/** The outline below a saved course: what families see as its chapters and lessons. */
function OutlineSection({ courseId, categoryId, readOnly }: { courseId: number; categoryId: number; readOnly: boolean }) {
  const { t } = useTranslation();
  const outline = useCourseOutline(courseId);
  const edit = useEditOutline(courseId);
  const videos = useLessonVideos(courseId);
  if (outline.isPending) return <p className={consoleStyles.centered}>{t('admin.loading')}</p>;
  if (outline.isError)
    return <LoadError message={outline.error.message} onRetry={() => void outline.refetch()} retrying={outline.isFetching} />;
  return (
    <CourseOutline
      chapters={outline.data.chapters}
      readOnly={readOnly}
      busy={edit.isPending}
      error={edit.error?.message ?? null}
      onEdit={(change) => edit.mutate(change)}
      lessonVideo={
        videos.data
          ? (lesson) => (
              <LessonVideoSlot
                key={lesson.id}
                courseId={courseId}
                lesson={lesson}
                video={videos.data.find((row) => row.lessonId === lesson.id) ?? null}
                readOnly={readOnly}
              />
            )
          : undefined
      }
      lessonExercises={(lesson) => (
        <LessonExercisesSlot key={lesson.id} courseId={courseId} categoryId={categoryId} lesson={lesson} readOnly={readOnly} />
      )}
    />
  );
}

/** /admin/courses/:courseId and /admin/courses/new: a course's fields, its save and its status moves. */
export function CoursePage({ staff }: { staff: StaffProfile }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const param = useParams().courseId ?? '';
  const courseId = /^\d+$/.test(param) ? Number(param) : null;
  const isNew = param === 'new';
  const course = useStaffCourse(courseId);
  const options = useCourseOptions();
  const save = useSaveCourse();
  const move = useSetCourseStatus();
  const readOnly = !staff.permissions.includes('courses.write');
  const [notice, setNotice] = useState<string | null>(null);
  const [moving, setMoving] = useState<CourseStatus | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const action = (to: CourseStatus) => t(`admin.courses.status.${MOVE_LABEL[to]}`);

  if ((!isNew && courseId === null) || (isNew && readOnly) || isMissing(course)) {
    return (
      <section className={consoleStyles.panel}>
        <p className={consoleStyles.centered}>{t('admin.courses.form.notFound')}</p>
        <Link to={coursesPath}>{t('admin.courses.form.back')}</Link>
      </section>
    );
  }
  if ((courseId !== null && course.isPending) || options.isPending)
    return <p className={consoleStyles.centered}>{t('admin.loading')}</p>;
  if (course.isError || options.isError) {
    return (
      <LoadError
        message={(course.error ?? options.error)?.message}
        onRetry={() => void Promise.all([course.refetch(), options.refetch()])}
        retrying={course.isFetching || options.isFetching}
      />
    );
  }
  const saved = course.data ?? null;
  const error = (save.error ?? move.error)?.message ?? null;

  return (
    <>
      <section className={consoleStyles.panel}>
        <p>
          <Link to={coursesPath}>← {t('admin.courses.form.back')}</Link>
        </p>
        <CourseForm
          key={saved ? `${saved.id}-${saved.version}` : 'new'}
          initial={saved ? fieldsOf(saved) : EMPTY}
          options={options.data}
          status={saved?.status ?? null}
          buyerCount={saved?.buyerCount ?? 0}
          readOnly={readOnly}
          saving={save.isPending || move.isPending}
          error={error}
          notice={notice}
          head={
            <>
              <h1 className={consoleStyles.pageTitle}>
                {saved ? t('admin.courses.form.editTitle') : t('admin.courses.form.newTitle')}
              </h1>
              {saved ? (
                <>
                  <Tag tone={STATUS_TONE[saved.status]}>{t(`admin.courses.statuses.${saved.status}`)}</Tag>
                  <span className={consoleStyles.muted}>
                    {t('admin.courses.form.meta', {
                      code: saved.code,
                      version: saved.version,
                      updatedAt: formatDateTime(saved.updatedAt),
                    })}
                    {saved.buyerCount > 0 ? ` · ${t('admin.courses.form.buyers', { count: saved.buyerCount })}` : ''}
                  </span>
                </>
              ) : null}
            </>
          }
          onSubmit={(values) => {
            move.reset();
            save.mutate(
              { courseId: saved?.id ?? null, version: saved?.version ?? null, values },
              {
                onSuccess: (result) => {
                  setNotice(saved ? t('admin.courses.form.saved') : t('admin.courses.form.created'));
                  if (!saved) void navigate(courseEditPath(result.id), { replace: true });
                },
              },
            );
          }}
          onUploadCover={(file) => uploadCourseCover(file, t('admin.courses.cover.uploadFailed'))}
          onMove={(to) => {
            setMoving(to);
            setConfirmOpen(true);
          }}
        />
      </section>
      {saved ? (
        <section className={consoleStyles.panel} style={{ marginTop: 24 }}>
          <OutlineSection courseId={saved.id} categoryId={saved.categoryId} readOnly={readOnly} />
        </section>
      ) : null}
      <ConfirmDialog
        open={confirmOpen}
        title={moving && saved ? t('admin.courses.status.confirmTitle', { action: action(moving), title: saved.title }) : ''}
        message={moving ? t(`admin.courses.status.confirm.${moving}`) : ''}
        showCancel
        confirmLabel={moving ? action(moving) : ''}
        cancelLabel={t('admin.courses.status.cancel')}
        confirming={move.isPending}
        onCancel={() => setConfirmOpen(false)}
        onConfirm={() => {
          if (!moving || !saved) return;
          save.reset();
          move.mutate(
            { courseId: saved.id, status: moving, version: saved.version },
            {
              onSuccess: () => setNotice(t('admin.courses.status.done', { action: action(moving) })),
              onSettled: () => setConfirmOpen(false),
            },
          );
        }}
      />
    </>
  );
}

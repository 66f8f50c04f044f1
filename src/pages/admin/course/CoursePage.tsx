import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import type { CourseStatus } from '@contract/vocabulary/courseStatus';
import { ApiError, SessionExpiredError } from '@/api/client';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { Link } from '@/components/Link';
import { LoadError } from '@/components/LoadError';
import { Tag } from '@/components/Tag';
import { consoleStyles } from '@/features/console';
import { CourseForm, type CourseFormFields } from '@/features/console/CourseForm';
import { CourseOutline } from '@/features/console/CourseOutline';
import { MOVE_LABEL, STATUS_TONE } from '@/features/console/CourseTable';
import {
  CONSOLE_PAGES,
  courseEditPath,
  useCourseOptions,
  useCourseOutline,
  useEditOutline,
  useSaveCourse,
  useSetCourseStatus,
  useStaffCourse,
  type StaffCourse,
  type StaffProfile,
} from '@/flows/console';
import { useTranslation } from '@/i18n/react';
import { formatDateTime } from '@/lib/format';

const coursesPath = CONSOLE_PAGES.find((page) => page.id === 'courses')!.path;

const EMPTY: CourseFormFields = {
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
};

function fieldsOf(course: StaffCourse): CourseFormFields {
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
  };
}

/** The outline below a saved course: what families see as its chapters and lessons. */
function OutlineSection({ courseId, readOnly }: { courseId: number; readOnly: boolean }) {
  const { t } = useTranslation();
  const outline = useCourseOutline(courseId);
  const edit = useEditOutline(courseId);
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

  if (
    (!isNew && courseId === null) ||
    (isNew && readOnly) ||
    (course.error instanceof ApiError && !(course.error instanceof SessionExpiredError))
  ) {
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
          onMove={(to) => {
            setMoving(to);
            setConfirmOpen(true);
          }}
        />
      </section>
      {saved ? (
        <section className={consoleStyles.panel} style={{ marginTop: 24 }}>
          <OutlineSection courseId={saved.id} readOnly={readOnly} />
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

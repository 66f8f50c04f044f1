import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import type { TutorVisibility } from '@contract/vocabulary/tutorVisibility';
import { isMissing } from '@/app/api/loadState';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { Link } from '@/components/Link';
import { Tag } from '@/components/Tag';
import {
  consoleStyles,
  TUTOR_VISIBILITY_TONE,
  TutorForm,
  tutorSitePath,
  type TutorFormFields,
  recordGate,
} from '@/features/console';
import {
  CONSOLE_PAGES,
  tutorEditPath,
  uploadCourseCover,
  useCourseOptions,
  useReloadTutor,
  useSaveTutor,
  useSetTutorVisibility,
  useStaffTutor,
  type StaffProfile,
  type StaffTutor,
} from '@/flows/console';
import { useTranslation } from '@/i18n/react';
import { formatDateTime } from '@/lib/format';

const tutorsPath = CONSOLE_PAGES.find((page) => page.id === 'tutors')!.path;

const EMPTY: TutorFormFields = {
  name: '',
  gender: '',
  photoUrl: '',
  school: '',
  major: '',
  categoryId: null,
  gradeId: null,
  achievements: [],
  intro: '',
  sort: '',
};

function fieldsOf(tutor: StaffTutor): TutorFormFields {
  return {
    name: tutor.name,
    gender: tutor.gender ?? '',
    photoUrl: tutor.photoUrl,
    school: tutor.school,
    major: tutor.major,
    categoryId: tutor.categoryId,
    gradeId: tutor.gradeId,
    achievements: tutor.achievements,
    intro: tutor.intro,
    sort: String(tutor.sort),
  };
}

/** /admin/tutors/:tutorId and /admin/tutors/new: a tutor's profile, its save, show and hide. */
export function TutorPage({ staff }: { staff: StaffProfile }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const param = useParams().tutorId ?? '';
  const tutorId = /^\d+$/.test(param) ? Number(param) : null;
  const isNew = param === 'new';
  const tutor = useStaffTutor(tutorId);
  const options = useCourseOptions();
  const save = useSaveTutor();
  const change = useSetTutorVisibility();
  const reload = useReloadTutor();
  const readOnly = !staff.permissions.includes('courses.write');
  const [notice, setNotice] = useState<string | null>(null);
  const [changing, setChanging] = useState<TutorVisibility | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const action = (to: TutorVisibility) => t(`admin.tutors.visibility.${to}`);

  const gate = recordGate({
    unreachable: (!isNew && tutorId === null) || (isNew && readOnly) || isMissing(tutor),
    record: tutorId !== null ? tutor : undefined,
    needs: [options],
    notFound: t('admin.tutors.form.notFound'),
    backTo: tutorsPath,
    backLabel: t('admin.tutors.form.back'),
  });
  if (gate || !options.data) return gate;
  const saved = tutor.data ?? null;
  const error = (save.error ?? change.error)?.message ?? null;

  return (
    <>
      <section className={consoleStyles.panel}>
        <p>
          <Link to={tutorsPath}>← {t('admin.tutors.form.back')}</Link>
        </p>
        <TutorForm
          key={saved ? `${saved.id}-${saved.version}` : 'new'}
          initial={saved ? fieldsOf(saved) : EMPTY}
          options={options.data}
          visibility={saved?.visibility ?? null}
          readOnly={readOnly}
          saving={save.isPending || change.isPending}
          error={error}
          notice={notice}
          onUploadPhoto={(file) => uploadCourseCover(file, t('admin.tutors.photo.uploadFailed'))}
          onReload={
            saved
              ? () => {
                  save.reset();
                  change.reset();
                  setNotice(null);
                  void reload(saved.id);
                }
              : undefined
          }
          head={
            <>
              <h1 className={consoleStyles.pageTitle}>
                {saved ? t('admin.tutors.form.editTitle') : t('admin.tutors.form.newTitle')}
              </h1>
              {saved ? (
                <>
                  <Tag tone={TUTOR_VISIBILITY_TONE[saved.visibility]}>{t(`admin.tutors.visibilities.${saved.visibility}`)}</Tag>
                  <span className={consoleStyles.muted}>
                    {t('admin.tutors.form.meta', {
                      code: saved.code,
                      version: saved.version,
                      updatedAt: formatDateTime(saved.updatedAt),
                    })}
                  </span>
                  {saved.visibility === 'visible' ? (
                    <a href={tutorSitePath(saved.id)} target="_blank" rel="noreferrer">
                      {t('admin.tutors.view')}
                    </a>
                  ) : null}
                </>
              ) : null}
            </>
          }
          onSubmit={(values) => {
            setNotice(null);
            change.reset();
            save.mutate(
              { tutorId: saved?.id ?? null, version: saved?.version ?? null, values },
              {
                onSuccess: (result) => {
                  setNotice(saved ? t('admin.tutors.form.saved') : t('admin.tutors.form.created'));
                  if (!saved) void navigate(tutorEditPath(result.id), { replace: true });
                },
              },
            );
          }}
          onVisibility={(to) => {
            setChanging(to);
            setConfirmOpen(true);
          }}
        />
      </section>
      <ConfirmDialog
        open={confirmOpen}
        title={changing && saved ? t('admin.tutors.visibility.confirmTitle', { action: action(changing), name: saved.name }) : ''}
        message={changing ? t(`admin.tutors.visibility.confirm.${changing}`) : ''}
        showCancel
        confirmLabel={changing ? action(changing) : ''}
        cancelLabel={t('admin.tutors.visibility.cancel')}
        confirming={change.isPending}
        onCancel={() => setConfirmOpen(false)}
        onConfirm={() => {
          if (!changing || !saved) return;
          save.reset();
          setNotice(null);
          change.mutate(
            { tutorId: saved.id, visibility: changing, version: saved.version },
            {
              onSuccess: () => setNotice(t('admin.tutors.visibility.done', { action: action(changing), name: saved.name })),
              onSettled: () => setConfirmOpen(false),
            },
          );
        }}
      />
    </>
  );
}

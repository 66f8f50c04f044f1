import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import type { ExerciseFilter } from '@contract/api/schemas/admin/exercises';
import type { PaperFormValues } from '@contract/api/schemas/admin/papers';
import type { PaperState } from '@contract/vocabulary/testPapers';
import { isMissing } from '@/app/api/loadState';
import { Button } from '@/components/Button';
import { Link } from '@/components/Link';
import { Tag } from '@/components/Tag';
import {
  consoleStyles,
  NO_EXERCISE_FILTER,
  PAPER_STATE_TONE,
  PaperForm,
  PaperQuestions,
  PaperResults,
  PaperWindow,
  recordGate,
  type ExerciseTableList,
  type PaperQuestionsProps,
  type PaperResultsState,
} from '@/features/console';
import {
  CONSOLE_PAGES,
  EXERCISE_PICKER_SIZE,
  paperEditPath,
  useCourseOptions,
  useEditPaper,
  usePaperResults,
  useReloadPaper,
  useStaffExercises,
  useStaffPaper,
  type StaffPaper,
  type StaffProfile,
} from '@/flows/console';
import { useTranslation } from '@/i18n/react';
import { formatDate, formatDateTime } from '@/lib/format';

const papersPath = CONSOLE_PAGES.find((page) => page.id === 'papers')!.path;

const EMPTY: PaperFormValues = {
  title: '',
  categoryId: null,
  gradeId: null,
  durationMin: '30',
  totalScore: '100',
  description: '',
  opensAt: '',
  closesAt: '',
  reportIntro: '',
  reportFooter: '',
  reportAnswers: true,
};

const local = (iso: string | null) => (iso ? formatDate(iso, 'YYYY-MM-DDTHH:mm') : '');

function fieldsOf(paper: StaffPaper): PaperFormValues {
  return {
    title: paper.title,
    categoryId: paper.categoryId,
    gradeId: paper.gradeId,
    durationMin: String(paper.durationMin),
    totalScore: String(paper.totalScore),
    description: paper.description,
    opensAt: local(paper.opensAt),
    closesAt: local(paper.closesAt),
    reportIntro: paper.reportIntro,
    reportFooter: paper.reportFooter,
    reportAnswers: paper.reportAnswers,
  };
}

/** The state changes a paper offers from where it stands, with the label of each. */
const MOVES: Record<PaperState, readonly PaperState[]> = {
  draft: ['published'],
  published: ['archived', 'draft'],
  archived: ['published'],
};

/** /admin/papers/:paperId and /admin/papers/new: one test paper, its questions and its results. */
export function PaperPage({ staff }: { staff: StaffProfile }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const param = useParams().paperId ?? '';
  const paperId = /^\d+$/.test(param) ? Number(param) : null;
  const isNew = param === 'new';
  const paper = useStaffPaper(paperId);
  const results = usePaperResults(paperId);
  const options = useCourseOptions();
  const readOnly = !staff.permissions.includes('courses.write');
  const saved = paper.data ?? null;
  const edit = useEditPaper(saved ? { id: saved.id, version: saved.version } : null);
  const reload = useReloadPaper();
  const [notice, setNotice] = useState<string | null>(null);
  const [lastEdit, setLastEdit] = useState<'form' | 'questions' | 'state' | null>(null);
  const editable = saved !== null && saved.state === 'draft' && !readOnly;
  const subjectFilter: ExerciseFilter = { ...NO_EXERCISE_FILTER, categoryId: saved?.categoryId ?? null };
  const [pickerFilter, setPickerFilter] = useState<ExerciseFilter | null>(null);
  const picker = useStaffExercises(pickerFilter ?? subjectFilter, {
    excludePaperId: saved?.id ?? null,
    size: EXERCISE_PICKER_SIZE,
    enabled: editable,
  });

  const gate = recordGate({
    unreachable: (!isNew && paperId === null) || (isNew && readOnly) || isMissing(paper),
    record: paperId !== null ? paper : undefined,
    needs: [options],
    notFound: t('admin.papers.form.notFound'),
    backTo: papersPath,
    backLabel: t('admin.papers.form.back'),
  });
  if (gate || !options.data) return gate;

  const run = (
    kind: 'form' | 'questions' | 'state',
    change: Parameters<typeof edit.mutate>[0],
    done?: (paper: StaffPaper) => void,
  ) => {
    setNotice(null);
    setLastEdit(kind);
    edit.mutate(change, { onSuccess: (result) => done?.(result) });
  };
  const errorOf = (kind: 'form' | 'questions' | 'state') => (lastEdit === kind ? (edit.error?.message ?? null) : null);
  const questionList: PaperQuestionsProps['list'] = saved
    ? { state: 'ready', total: saved.questions.length, rows: saved.questions }
    : { state: 'ready', rows: [], total: 0 };
  const pickerList: ExerciseTableList = picker.isPending
    ? { state: 'loading' }
    : picker.isError
      ? { state: 'error', message: picker.error.message, onRetry: () => void picker.refetch(), retrying: picker.isFetching }
      : { state: 'ready', rows: picker.data.list, total: picker.data.total };
  const resultsState: PaperResultsState = results.isPending
    ? { state: 'loading' }
    : results.isError
      ? { state: 'error', message: results.error.message, onRetry: () => void results.refetch(), retrying: results.isFetching }
      : { state: 'ready', results: results.data };

  return (
    <section className={consoleStyles.panel}>
      <p>
        <Link to={papersPath}>← {t('admin.papers.form.back')}</Link>
      </p>
      <PaperForm
        key={saved ? `${saved.id}-${saved.version}` : 'new'}
        initial={saved ? fieldsOf(saved) : EMPTY}
        options={options.data}
        saved={saved !== null}
        sat={saved?.sat ?? false}
        readOnly={readOnly}
        saving={edit.isPending && lastEdit === 'form'}
        error={errorOf('form') ?? errorOf('state')}
        notice={notice}
        onReload={
          saved
            ? () => {
                edit.reset();
                setNotice(null);
                void reload(saved.id);
              }
            : undefined
        }
        head={
          <>
            <h1 className={consoleStyles.pageTitle}>{saved ? saved.title : t('admin.papers.form.newTitle')}</h1>
            {saved ? (
              <>
                <Tag tone={PAPER_STATE_TONE[saved.state]}>{t(`admin.papers.states.${saved.state}`)}</Tag>
                <PaperWindow opensAt={saved.opensAt} closesAt={saved.closesAt} />
                <span className={consoleStyles.muted}>
                  {t('admin.papers.form.meta', {
                    code: saved.code,
                    version: saved.version,
                    updatedAt: formatDateTime(saved.updatedAt),
                  })}
                </span>
                {readOnly
                  ? null
                  : MOVES[saved.state]
                      .filter((state) => state !== 'draft' || !saved.sat)
                      .map((state) => (
                        <Button
                          key={state}
                          type="button"
                          size="sm"
                          variant={state === 'published' ? 'primary' : 'outline'}
                          loading={edit.isPending && lastEdit === 'state'}
                          onClick={() =>
                            run('state', { kind: 'state', state }, () => setNotice(t(`admin.papers.form.moved.${state}`)))
                          }
                        >
                          {t(`admin.papers.form.moveTo.${state}`)}
                        </Button>
                      ))}
              </>
            ) : null}
          </>
        }
        onSubmit={(values) =>
          run('form', { kind: 'save', values }, (result) => {
            setNotice(saved ? t('admin.papers.form.saved') : t('admin.papers.form.created'));
            if (!saved) void navigate(paperEditPath(result.id), { replace: true });
          })
        }
      />
      {saved ? (
        <>
          <PaperQuestions
            list={questionList}
            editable={editable}
            fixedReason={readOnly || saved.state === 'draft' ? null : t('admin.papers.questions.fixed')}
            busy={edit.isPending}
            error={errorOf('questions')}
            onQuestions={(exerciseIds) => run('questions', { kind: 'questions', exerciseIds })}
            onAssemble={(rules, done) => run('questions', { kind: 'assemble', ...rules }, done)}
            picker={{
              filter: pickerFilter ?? subjectFilter,
              cleared: subjectFilter,
              onFilterChange: setPickerFilter,
              list: pickerList,
              pageSize: EXERCISE_PICKER_SIZE,
            }}
            options={options.data}
          />
          <PaperResults data={resultsState} />
        </>
      ) : null}
    </section>
  );
}

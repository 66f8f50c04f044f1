import { useState } from 'react';
import { createColumnHelper } from '@tanstack/react-table';
import type { SubjectEdit } from '@contract/api/schemas/admin/taxonomy';
import type { SchoolStage } from '@contract/vocabulary/stages';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { EmptyState } from '@/components/EmptyState';
import { LoadableContent, mapLoadable, type Loadable } from '@/components/Loadable';
import { Notice } from '@/components/Notice';
import { Skeleton, SkeletonGroup } from '@/components/Skeleton';
import { Tag } from '@/components/Tag';
import { useTranslation } from '@/i18n/react';
import { ConsoleTable, useConsoleTable, type ConsoleTableFeatures } from '../ConsoleTable';
import * as shared from '../consoleStyles.css';
import { orderColumns, RowActions, SiteListSkeleton, SiteToolbar, useSiteAction } from '../SiteList';
import { GradeGroups, RenameDialog, type Renaming, type TaxonomyGroup } from './GradeGroups';
import { coverGradient, SubjectDialog, type SubjectFormSubject } from './SubjectDialog';
import * as styles from './Taxonomy.css';

export interface TaxonomySubject extends SubjectFormSubject {
  courseCount: number;
  tutorCount: number;
  questionCount: number;
  paperCount: number;
}

export interface TaxonomyData {
  subjects: readonly TaxonomySubject[];
  groups: readonly TaxonomyGroup[];
}

export interface TaxonomyEditorProps {
  taxonomy: Loadable<TaxonomyData>;
  canWrite: boolean;
  onSaveSubject: (edit: SubjectEdit) => Promise<unknown>;
  onReorderSubjects: (ids: number[]) => Promise<unknown>;
  onDeleteSubject: (subject: { id: number; version: number }) => Promise<unknown>;
  onRenameGrade: (edit: { gradeId: number; version: number; name: string }) => Promise<unknown>;
  onRenameGroup: (edit: { groupId: number; version: number; name: string }) => Promise<unknown>;
  onReorderGrades: (input: { groupId: number; gradeIds: number[] }) => Promise<unknown>;
  /** Open from the start (stories): a subject's form, a rename, a delete's question. */
  initialEditing?: number | 'new' | null;
  initialRenaming?: Renaming | null;
  initialDeleting?: number | null;
}

const column = createColumnHelper<ConsoleTableFeatures, TaxonomySubject>();

function GradesSkeleton() {
  return (
    <div className={styles.groups}>
      {[6, 3, 3].map((rows, group) => (
        <SkeletonGroup key={group}>
          <Skeleton shape="rect" width="100%" height="44px" />
          <Skeleton shape="text" lines={rows} />
        </SkeletonGroup>
      ))}
    </div>
  );
}

function StageTags({ stages }: { stages: readonly SchoolStage[] }) {
  const { t } = useTranslation();
  return (
    <span className={styles.stageTags}>
      {stages.map((stage) => (
        <Tag key={stage} size="sm" tone="brand">
          {t(`admin.taxonomy.stages.${stage}`)}
        </Tag>
      ))}
    </span>
  );
}

/**
 * The site's subjects (in its order: add, edit, move, delete one nothing uses) and its twelve grades under
 * their stages (rename, move within the stage). Without courses.write everything is shown and nothing changes.
 */
export function TaxonomyEditor({
  taxonomy,
  canWrite,
  onSaveSubject,
  onReorderSubjects,
  onDeleteSubject,
  onRenameGrade,
  onRenameGroup,
  onReorderGrades,
  initialEditing = null,
  initialRenaming = null,
  initialDeleting = null,
}: TaxonomyEditorProps) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<number | 'new' | null>(initialEditing);
  const [renaming, setRenaming] = useState<Renaming | null>(initialRenaming);
  const [deleting, setDeleting] = useState<number | null>(initialDeleting);
  const [done, setDone] = useState('');
  const save = useSiteAction();
  const rename = useSiteAction();
  const change = useSiteAction();
  const gradeMove = useSiteAction();
  const subjects = taxonomy.status === 'ready' ? taxonomy.data.subjects : [];

  // Drawn afresh with the list and the running action (the move buttons wait for it); the list is short.
  const columns = (() => {
    return column.columns([
      ...orderColumns({
        canWrite,
        rows: subjects,
        header: t('admin.taxonomy.subjects.columns.order'),
        nameOf: (subject) => subject.name,
        busy: change.pending,
        onReorder: (ids) => void change.run(() => onReorderSubjects(ids)),
      }),
      column.display({
        id: 'colour',
        header: () => t('admin.taxonomy.subjects.columns.colour'),
        cell: ({ row: { original: subject } }) => (
          <span
            className={styles.swatch}
            style={{ backgroundImage: coverGradient(subject.colorStart, subject.colorEnd) }}
            title={`${subject.colorStart} → ${subject.colorEnd}`}
          />
        ),
      }),
      column.accessor('name', { header: () => t('admin.taxonomy.subjects.columns.name') }),
      column.accessor('code', {
        header: () => t('admin.taxonomy.subjects.columns.code'),
        cell: ({ getValue }) => <span className={styles.code}>{getValue()}</span>,
      }),
      column.accessor('stages', {
        header: () => t('admin.taxonomy.subjects.columns.stages'),
        cell: ({ getValue }) => <StageTags stages={getValue()} />,
      }),
      column.display({
        id: 'uses',
        header: () => t('admin.taxonomy.subjects.columns.uses'),
        cell: ({ row: { original: subject } }) =>
          subject.courseCount + subject.tutorCount + subject.questionCount + subject.paperCount === 0 ? (
            <span className={shared.muted}>{t('admin.taxonomy.subjects.unused')}</span>
          ) : (
            <span className={[styles.uses, shared.numeric].join(' ')}>
              <span>
                {t('admin.taxonomy.subjects.uses', {
                  courses: subject.courseCount,
                  tutors: subject.tutorCount,
                  questions: subject.questionCount,
                })}
              </span>
              {subject.paperCount > 0 ? (
                <span className={shared.muted}>{t('admin.taxonomy.subjects.papers', { count: subject.paperCount })}</span>
              ) : null}
            </span>
          ),
      }),
      ...(canWrite
        ? [
            column.display({
              id: 'actions',
              header: () => t('admin.taxonomy.subjects.columns.actions'),
              cell: ({ row }) => (
                <RowActions
                  onEdit={() => {
                    save.clear();
                    setEditing(row.original.id);
                  }}
                  onDelete={() => setDeleting(row.original.id)}
                />
              ),
            }),
          ]
        : []),
    ]);
  })();
  const table = useConsoleTable(columns, subjects);
  const edited = editing === 'new' ? null : (subjects.find((subject) => subject.id === editing) ?? null);
  const doomed = subjects.find((subject) => subject.id === deleting) ?? null;
  const actionError = change.error ?? gradeMove.error;

  return (
    <div>
      <p role="status" className={shared.statusText}>
        {done}
      </p>
      {actionError ? (
        <div className={styles.notice}>
          <Notice tone="error" message={actionError} />
        </div>
      ) : null}
      <section className={styles.section} aria-labelledby="taxonomy-subjects">
        <h2 id="taxonomy-subjects" className={styles.sectionTitle}>
          {t('admin.taxonomy.subjects.title')}
        </h2>
        <SiteToolbar
          intro={
            subjects.length > 0
              ? `${t('admin.taxonomy.subjects.intro')} ${t('admin.taxonomy.subjects.count', { count: subjects.length })}`
              : t('admin.taxonomy.subjects.intro')
          }
          addLabel={canWrite ? t('admin.taxonomy.subjects.add') : undefined}
          onAdd={() => {
            save.clear();
            setEditing('new');
          }}
        />
        <LoadableContent
          value={mapLoadable(taxonomy, (data) => data.subjects)}
          skeleton={<SiteListSkeleton picture="64px" />}
          isEmpty={(data) => data.length === 0}
          empty={<EmptyState title={t('admin.taxonomy.subjects.empty')} />}
        >
          {() => <ConsoleTable table={table} rowProps={(subject) => ({ 'data-code': subject.code })} />}
        </LoadableContent>
      </section>
      <section className={styles.section} aria-labelledby="taxonomy-grades">
        <h2 id="taxonomy-grades" className={styles.sectionTitle}>
          {t('admin.taxonomy.grades.title')}
        </h2>
        <SiteToolbar intro={t('admin.taxonomy.grades.intro')} />
        <LoadableContent
          value={mapLoadable(taxonomy, (data) => data.groups)}
          skeleton={<GradesSkeleton />}
          isEmpty={(data) => data.length === 0}
          empty={<EmptyState title={t('admin.taxonomy.grades.empty')} />}
        >
          {(groups) => (
            <GradeGroups
              groups={groups}
              canWrite={canWrite}
              busy={gradeMove.pending}
              onRename={(next) => {
                rename.clear();
                setRenaming(next);
              }}
              onReorder={(groupId, gradeIds) => void gradeMove.run(() => onReorderGrades({ groupId, gradeIds }))}
            />
          )}
        </LoadableContent>
      </section>
      {editing !== null && (editing === 'new' || edited) ? (
        <SubjectDialog
          key={editing}
          subject={edited}
          saving={save.pending}
          error={save.error}
          onCancel={() => setEditing(null)}
          onSubmit={(edit) => void save.run(() => onSaveSubject(edit)).then((saved) => (saved ? setEditing(null) : undefined))}
        />
      ) : null}
      {renaming ? (
        <RenameDialog
          key={`${renaming.kind}-${renaming.id}`}
          renaming={renaming}
          saving={rename.pending}
          error={rename.error}
          onCancel={() => setRenaming(null)}
          onSubmit={(name) => {
            const { kind, id, version } = renaming;
            const write = () =>
              kind === 'group' ? onRenameGroup({ groupId: id, version, name }) : onRenameGrade({ gradeId: id, version, name });
            void rename.run(write).then((saved) => (saved ? setRenaming(null) : undefined));
          }}
        />
      ) : null}
      <ConfirmDialog
        open={doomed !== null}
        tone="danger"
        title={doomed ? t('admin.taxonomy.subjects.deleteTitle', { name: doomed.name }) : ''}
        message={t('admin.taxonomy.subjects.deleteBody')}
        showCancel
        confirmLabel={t('admin.operations.delete')}
        cancelLabel={t('admin.operations.cancel')}
        confirming={change.pending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          const target = doomed;
          if (!target) return;
          setDone('');
          void change
            .run(() => onDeleteSubject({ id: target.id, version: target.version }))
            .then((deleted) => {
              setDeleting(null);
              if (deleted) setDone(t('admin.taxonomy.subjects.deleted', { name: target.name }));
            });
        }}
      />
    </div>
  );
}

import { useState, type FormEvent } from 'react';
import { renameGradeGroupRequest, renameGradeRequest, TAXONOMY_LIMITS } from '@contract/api/schemas/admin/taxonomy';
import { TextField } from '@/components/TextField';
import { useTranslation } from '@/i18n/react';
import * as shared from '../consoleStyles.css';
import { invalidFields, movedOrder, OrderButtons, SiteFormDialog, siteListStyles } from '../SiteList';
import * as styles from './Taxonomy.css';

export interface TaxonomyGrade {
  id: number;
  name: string;
  level: number;
  version: number;
}

export interface TaxonomyGroup {
  id: number;
  name: string;
  version: number;
  grades: readonly TaxonomyGrade[];
}

/** What is being renamed: a stage group or one grade. */
export type Renaming = { kind: 'group' | 'grade'; id: number; name: string; version: number };

interface RenameDialogProps {
  renaming: Renaming;
  saving: boolean;
  error: string | null;
  onCancel: () => void;
  onSubmit: (name: string) => void;
}

/** A new name for a stage group or a grade, checked as the server checks it. */
export function RenameDialog({ renaming, saving, error, onCancel, onSubmit }: RenameDialogProps) {
  const { t } = useTranslation();
  const [name, setName] = useState(renaming.name);
  const [invalid, setInvalid] = useState(false);
  const max = renaming.kind === 'group' ? TAXONOMY_LIMITS.groupName : TAXONOMY_LIMITS.gradeName;

  function submit(event: FormEvent) {
    event.preventDefault();
    const found =
      renaming.kind === 'group'
        ? invalidFields(renameGradeGroupRequest, { groupId: renaming.id, version: renaming.version, name })
        : invalidFields(renameGradeRequest, { gradeId: renaming.id, version: renaming.version, name });
    setInvalid(found.has('name'));
    if (found.size === 0) onSubmit(name.trim());
  }

  return (
    <SiteFormDialog
      title={t(renaming.kind === 'group' ? 'admin.taxonomy.grades.renameGroupTitle' : 'admin.taxonomy.grades.renameGradeTitle', {
        name: renaming.name,
      })}
      description={t('admin.taxonomy.grades.renameMeta', { version: renaming.version })}
      width={440}
      saving={saving}
      error={error}
      onCancel={onCancel}
      onSubmit={submit}
    >
      <div className={siteListStyles.wide}>
        <TextField
          label={t('admin.taxonomy.grades.name')}
          value={name}
          onValueChange={setName}
          maxLength={max}
          error={invalid ? t('admin.taxonomy.grades.errors.name') : undefined}
        />
      </div>
    </SiteFormDialog>
  );
}

export interface GradeGroupsProps {
  groups: readonly TaxonomyGroup[];
  canWrite: boolean;
  /** A move is running: the order buttons wait for it. */
  busy: boolean;
  onRename: (renaming: Renaming) => void;
  onReorder: (groupId: number, gradeIds: number[]) => void;
}

/** The twelve grades under their stages: rename a stage or a grade, move a grade within its stage. */
export function GradeGroups({ groups, canWrite, busy, onRename, onReorder }: GradeGroupsProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.groups}>
      {groups.map((group) => {
        const ids = group.grades.map((grade) => grade.id);
        return (
          <section key={group.id} className={styles.group} aria-labelledby={`grade-group-${group.id}`} data-testid="grade-group">
            <div className={styles.groupHead}>
              <h3 id={`grade-group-${group.id}`} className={styles.groupName}>
                {group.name}
              </h3>
              {canWrite ? (
                <button
                  type="button"
                  className={shared.linkButton}
                  aria-label={t('admin.taxonomy.grades.renameOf', { name: group.name })}
                  onClick={() => onRename({ kind: 'group', id: group.id, name: group.name, version: group.version })}
                >
                  {t('admin.taxonomy.grades.rename')}
                </button>
              ) : null}
            </div>
            <ol className={styles.gradeList}>
              {group.grades.map((grade, index) => (
                <li key={grade.id} className={styles.grade} data-testid="grade">
                  {canWrite ? (
                    <OrderButtons
                      name={grade.name}
                      first={index === 0}
                      last={index === ids.length - 1}
                      disabled={busy}
                      onMove={(step) => onReorder(group.id, movedOrder(ids, grade.id, step))}
                    />
                  ) : (
                    <span />
                  )}
                  <span className={styles.gradeName}>{grade.name}</span>
                  <span className={styles.level}>{t('admin.taxonomy.grades.level', { level: grade.level })}</span>
                  {canWrite ? (
                    <button
                      type="button"
                      className={shared.linkButton}
                      aria-label={t('admin.taxonomy.grades.renameOf', { name: grade.name })}
                      onClick={() => onRename({ kind: 'grade', id: grade.id, name: grade.name, version: grade.version })}
                    >
                      {t('admin.taxonomy.grades.rename')}
                    </button>
                  ) : (
                    <span />
                  )}
                </li>
              ))}
            </ol>
          </section>
        );
      })}
    </div>
  );
}

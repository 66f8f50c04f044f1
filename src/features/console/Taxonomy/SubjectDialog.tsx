import { useState, type FormEvent } from 'react';
import { HEX_COLOUR, saveSubjectRequest, TAXONOMY_LIMITS, type SubjectEdit } from '@contract/api/schemas/admin/taxonomy';
import { SCHOOL_STAGES, type SchoolStage } from '@contract/vocabulary/stages';
import { TextField } from '@/components/TextField';
import { useTranslation } from '@/i18n/react';
import { formatDateTime } from '@/lib/format';
import { invalidFields, SiteFormDialog, siteListStyles, StageChecks } from '../SiteList';
import * as styles from './Taxonomy.css';

/** What the subject form shows of a subject being edited. */
export interface SubjectFormSubject {
  id: number;
  code: string;
  name: string;
  stages: readonly SchoolStage[];
  colorStart: string;
  colorEnd: string;
  version: number;
  updatedAt: string;
}

type Field = 'code' | 'name' | 'stages' | 'colorStart' | 'colorEnd';

/** A cover gradient as the generated covers draw it: top left to bottom right. */
export function coverGradient(start: string, end: string): string {
  const colour = (value: string, fallback: string) => (HEX_COLOUR.test(value) ? value : fallback);
  return `linear-gradient(135deg, ${colour(start, '#c9ced6')}, ${colour(end, '#e3e6eb')})`;
}

interface ColourFieldProps {
  label: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}

/** A colour as #rrggbb, typed or picked. */
function ColourField({ label, value, error, onChange }: ColourFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      label={label}
      value={value}
      onValueChange={onChange}
      maxLength={7}
      placeholder={t('admin.taxonomy.subjects.form.colourHint')}
      error={error}
      prefix={
        <input
          type="color"
          className={styles.colourInput}
          aria-label={t('admin.taxonomy.subjects.form.pick', { label })}
          value={HEX_COLOUR.test(value) ? value.toLowerCase() : '#000000'}
          onChange={(event) => onChange(event.target.value)}
        />
      }
    />
  );
}

export interface SubjectDialogProps {
  subject: SubjectFormSubject | null;
  saving: boolean;
  /** The server's refusal of the last save. */
  error: string | null;
  onCancel: () => void;
  onSubmit: (edit: SubjectEdit) => void;
  /** Fields to show as wrong from the start (stories). */
  initialInvalid?: readonly Field[];
}

/** A new subject or an edit of one: its code (fixed once created), name, stages and cover gradient, previewed live. */
export function SubjectDialog({ subject, saving, error, onCancel, onSubmit, initialInvalid = [] }: SubjectDialogProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState({
    code: subject?.code ?? '',
    name: subject?.name ?? '',
    colorStart: subject?.colorStart ?? '#2f6bff',
    colorEnd: subject?.colorEnd ?? '#5fc3ff',
  });
  const [stages, setStages] = useState<readonly SchoolStage[]>(subject?.stages ?? []);
  const [invalid, setInvalid] = useState<ReadonlySet<string>>(new Set(initialInvalid));
  const set = (key: Exclude<Field, 'stages'>, value: string) => setValues((current) => ({ ...current, [key]: value }));
  const errorOf = (field: Field) => (invalid.has(field) ? t(`admin.taxonomy.subjects.form.errors.${field}`) : undefined);

  function submit(event: FormEvent) {
    event.preventDefault();
    const edit: SubjectEdit = {
      ...(subject ? { subjectId: subject.id, version: subject.version } : {}),
      ...values,
      // In the vocabulary's order, whatever order they were ticked in.
      stages: SCHOOL_STAGES.filter((stage) => stages.includes(stage)).join(','),
    };
    const found = invalidFields(saveSubjectRequest, edit);
    setInvalid(found);
    if (found.size === 0) onSubmit(edit);
  }

  return (
    <SiteFormDialog
      title={t(subject ? 'admin.taxonomy.subjects.form.editTitle' : 'admin.taxonomy.subjects.form.newTitle')}
      description={
        subject
          ? t('admin.taxonomy.subjects.form.meta', { version: subject.version, updatedAt: formatDateTime(subject.updatedAt) })
          : undefined
      }
      width={640}
      saving={saving}
      error={error}
      onCancel={onCancel}
      onSubmit={submit}
    >
      <TextField
        label={t('admin.taxonomy.subjects.form.name')}
        value={values.name}
        onValueChange={(value) => set('name', value)}
        maxLength={TAXONOMY_LIMITS.subjectName}
        error={errorOf('name')}
      />
      <TextField
        label={t('admin.taxonomy.subjects.form.code')}
        hint={t('admin.taxonomy.subjects.form.codeHint')}
        value={values.code}
        onValueChange={(value) => set('code', value)}
        maxLength={TAXONOMY_LIMITS.subjectCode}
        disabled={subject !== null}
        spellCheck={false}
        autoCapitalize="off"
        error={errorOf('code')}
      />
      <StageChecks
        id="subject-stages"
        className={siteListStyles.wide}
        legend={t('admin.taxonomy.subjects.form.stages')}
        value={stages}
        labelOf={(stage) => t(`admin.taxonomy.stages.${stage}`)}
        error={errorOf('stages')}
        onChange={setStages}
      />
      <ColourField
        label={t('admin.taxonomy.subjects.form.colorStart')}
        value={values.colorStart}
        error={errorOf('colorStart')}
        onChange={(value) => set('colorStart', value)}
      />
      <ColourField
        label={t('admin.taxonomy.subjects.form.colorEnd')}
        value={values.colorEnd}
        error={errorOf('colorEnd')}
        onChange={(value) => set('colorEnd', value)}
      />
      <div className={siteListStyles.wide}>
        <div className={styles.previewLabel} id="subject-cover-preview">
          {t('admin.taxonomy.subjects.form.preview')}
        </div>
        <div
          className={styles.preview}
          role="img"
          aria-labelledby="subject-cover-preview"
          data-testid="subject-cover-preview"
          style={{ backgroundImage: coverGradient(values.colorStart, values.colorEnd) }}
        >
          {values.name || t('admin.taxonomy.subjects.form.name')}
        </div>
      </div>
    </SiteFormDialog>
  );
}

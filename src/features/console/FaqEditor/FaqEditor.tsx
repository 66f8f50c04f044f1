import { useState, type FormEvent } from 'react';
import { Button } from '@/components/Button';
import { Notice } from '@/components/Notice';
import { TextField } from '@/components/TextField';
import { FormField } from '@/components/FormField';
import { useTranslation } from '@/i18n/react';
import * as shared from '../consoleStyles.css';
import * as formStyles from '../CourseForm/CourseForm.css';
import * as styles from './FaqEditor.css';

export interface FaqEntryRow {
  id: number;
  question: string;
  answer: string;
  version: number;
}

export interface FeeItemRow {
  id: number;
  item: string;
  standard: string;
  note: string;
  version: number;
}

/** One change of the FAQ or the fee table. */
export type FaqEditorWrite =
  | { kind: 'entry'; id: number | null; version: number | null; question: string; answer: string }
  | { kind: 'fee'; id: number | null; version: number | null; item: string; standard: string; note: string }
  | { kind: 'deleteEntry' | 'deleteFee'; id: number; version: number }
  | { kind: 'orderEntries' | 'orderFees'; ids: readonly number[] };

export interface FaqEditorProps {
  entries: readonly FaqEntryRow[];
  fees: readonly FeeItemRow[];
  readOnly: boolean;
  saving: boolean;
  error: string | null;
  notice: string | null;
  /** Makes one change; resolves true once saved, so the row's form closes. */
  onWrite: (write: FaqEditorWrite) => Promise<boolean>;
}

interface Field {
  key: string;
  label: string;
  max: number;
  required: boolean;
  multiline?: boolean;
}

interface ListRow {
  id: number;
  version: number;
  values: Record<string, string>;
}

function RowForm({
  fields,
  initial,
  saving,
  idPrefix,
  onSave,
  onCancel,
}: {
  fields: readonly Field[];
  initial: Record<string, string>;
  saving: boolean;
  idPrefix: string;
  onSave: (values: Record<string, string>) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = Object.fromEntries(fields.map((field) => [field.key, (values[field.key] ?? '').trim()]));
    const found = Object.fromEntries(
      fields
        .filter((field) => (field.required && !trimmed[field.key]) || trimmed[field.key]!.length > field.max)
        .map((field) => [field.key, t('admin.site.faq.fieldError', { field: field.label, max: field.max })]),
    );
    setErrors(found);
    if (Object.keys(found).length === 0) onSave(trimmed);
  }

  return (
    <form className={styles.rowForm} onSubmit={submit} noValidate>
      {fields.map((field) =>
        field.multiline ? (
          <FormField
            key={field.key}
            className={formStyles.wide}
            label={field.label}
            htmlFor={`${idPrefix}-${field.key}`}
            message={errors[field.key]}
            messageTone="error"
          >
            <textarea
              id={`${idPrefix}-${field.key}`}
              className={formStyles.textarea}
              value={values[field.key] ?? ''}
              maxLength={field.max}
              onChange={(event) => setValues((current) => ({ ...current, [field.key]: event.target.value }))}
            />
          </FormField>
        ) : (
          <TextField
            key={field.key}
            label={field.label}
            value={values[field.key] ?? ''}
            onValueChange={(value) => setValues((current) => ({ ...current, [field.key]: value }))}
            maxLength={field.max}
            error={errors[field.key]}
          />
        ),
      )}
      <div className={styles.rowFormActions}>
        <Button type="button" variant="outline" size="sm" onClick={onCancel}>
          {t('admin.site.faq.cancel')}
        </Button>
        <Button type="submit" size="sm" loading={saving}>
          {t('admin.site.faq.save')}
        </Button>
      </div>
    </form>
  );
}

function EditableList({
  title,
  name,
  fields,
  rows,
  readOnly,
  saving,
  onSave,
  onDelete,
  onOrder,
}: {
  title: string;
  name: string;
  fields: readonly Field[];
  rows: readonly ListRow[];
  readOnly: boolean;
  saving: boolean;
  onSave: (row: ListRow | null, values: Record<string, string>) => Promise<boolean>;
  onDelete: (row: ListRow) => void;
  onOrder: (ids: number[]) => void;
}) {
  const { t } = useTranslation();
  /** The row being edited, 'new' for the form that adds one, null for none. */
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [removing, setRemoving] = useState<number | null>(null);
  const empty = Object.fromEntries(fields.map((field) => [field.key, '']));
  const move = (index: number, by: -1 | 1) => {
    const ids = rows.map((row) => row.id);
    [ids[index], ids[index + by]] = [ids[index + by]!, ids[index]!];
    onOrder(ids);
  };
  const save = (row: ListRow | null) => (values: Record<string, string>) =>
    void onSave(row, values).then((done) => {
      if (done) setEditing(null);
    });

  return (
    <section className={styles.list} aria-labelledby={`${name}-title`}>
      <div className={styles.listHead}>
        <h2 id={`${name}-title`} className={styles.listTitle}>
          {title}
        </h2>
        {readOnly || editing === 'new' ? null : (
          <Button size="sm" variant="outline" onClick={() => setEditing('new')}>
            {t('admin.site.faq.add')}
          </Button>
        )}
      </div>
      {rows.length === 0 ? <p className={shared.centered}>{t('admin.site.faq.empty')}</p> : null}
      <ol className={styles.rows}>
        {rows.map((row, index) => (
          <li key={row.id} className={styles.row} data-testid={`${name}-${row.id}`}>
            {editing === row.id ? (
              <RowForm
                fields={fields}
                initial={row.values}
                saving={saving}
                idPrefix={`${name}-${row.id}`}
                onSave={save(row)}
                onCancel={() => setEditing(null)}
              />
            ) : (
              <>
                <div className={styles.rowText}>
                  {fields.map((field, position) =>
                    row.values[field.key] ? (
                      <p key={field.key} className={position === 0 ? styles.rowLead : styles.rowDetail}>
                        {position === 0 ? null : <span className={shared.muted}>{field.label}：</span>}
                        {row.values[field.key]}
                      </p>
                    ) : null,
                  )}
                </div>
                {readOnly ? null : (
                  <div className={styles.rowActions}>
                    {removing === row.id ? (
                      <>
                        <span className={shared.muted}>{t('admin.site.faq.confirmRemove')}</span>
                        <button type="button" className={shared.linkButton} onClick={() => onDelete(row)} disabled={saving}>
                          {t('admin.site.faq.remove')}
                        </button>
                        <button type="button" className={shared.linkButton} onClick={() => setRemoving(null)}>
                          {t('admin.site.faq.cancel')}
                        </button>
                      </>
                    ) : (
                      <>
                        <button
                          type="button"
                          className={shared.linkButton}
                          onClick={() => move(index, -1)}
                          disabled={saving || index === 0}
                          aria-label={t('admin.site.faq.moveUp', { name: row.values[fields[0]!.key] ?? '' })}
                        >
                          ↑
                        </button>
                        <button
                          type="button"
                          className={shared.linkButton}
                          onClick={() => move(index, 1)}
                          disabled={saving || index === rows.length - 1}
                          aria-label={t('admin.site.faq.moveDown', { name: row.values[fields[0]!.key] ?? '' })}
                        >
                          ↓
                        </button>
                        <button type="button" className={shared.linkButton} onClick={() => setEditing(row.id)}>
                          {t('admin.site.faq.edit')}
                        </button>
                        <button type="button" className={shared.linkButton} onClick={() => setRemoving(row.id)}>
                          {t('admin.site.faq.remove')}
                        </button>
                      </>
                    )}
                  </div>
                )}
              </>
            )}
          </li>
        ))}
        {editing === 'new' ? (
          <li className={styles.row}>
            <RowForm
              fields={fields}
              initial={empty}
              saving={saving}
              idPrefix={`${name}-new`}
              onSave={save(null)}
              onCancel={() => setEditing(null)}
            />
          </li>
        ) : null}
      </ol>
    </section>
  );
}

/** The trainer FAQ and the fee table: each row edited in place, added at the end, removed, moved up or down. */
export function FaqEditor({ entries, fees, readOnly, saving, error, notice, onWrite }: FaqEditorProps) {
  const { t } = useTranslation();
  const entryFields: Field[] = [
    { key: 'question', label: t('admin.site.faq.question'), max: 120, required: true },
    { key: 'answer', label: t('admin.site.faq.answer'), max: 2000, required: true, multiline: true },
  ];
  const feeFields: Field[] = [
    { key: 'item', label: t('admin.site.faq.item'), max: 60, required: true },
    { key: 'standard', label: t('admin.site.faq.standard'), max: 120, required: true },
    { key: 'note', label: t('admin.site.faq.note'), max: 300, required: false, multiline: true },
  ];
  return (
    <div className={styles.root}>
      {readOnly ? <Notice tone="info" message={t('admin.site.faq.readOnly')} /> : null}
      {error ? <Notice tone="error" message={error} /> : notice ? <Notice tone="success" message={notice} /> : null}
      <EditableList
        title={t('admin.site.faq.entriesTitle')}
        name="faq-entry"
        fields={entryFields}
        rows={entries.map(({ id, version, question, answer }) => ({ id, version, values: { question, answer } }))}
        readOnly={readOnly}
        saving={saving}
        onSave={(row, values) =>
          onWrite({
            kind: 'entry',
            id: row?.id ?? null,
            version: row?.version ?? null,
            question: values.question!,
            answer: values.answer!,
          })
        }
        onDelete={(row) => void onWrite({ kind: 'deleteEntry', id: row.id, version: row.version })}
        onOrder={(ids) => void onWrite({ kind: 'orderEntries', ids })}
      />
      <EditableList
        title={t('admin.site.faq.feesTitle')}
        name="fee-item"
        fields={feeFields}
        rows={fees.map(({ id, version, item, standard, note }) => ({ id, version, values: { item, standard, note } }))}
        readOnly={readOnly}
        saving={saving}
        onSave={(row, values) =>
          onWrite({
            kind: 'fee',
            id: row?.id ?? null,
            version: row?.version ?? null,
            item: values.item!,
            standard: values.standard!,
            note: values.note ?? '',
          })
        }
        onDelete={(row) => void onWrite({ kind: 'deleteFee', id: row.id, version: row.version })}
        onOrder={(ids) => void onWrite({ kind: 'orderFees', ids })}
      />
    </div>
  );
}

import { useState, type FormEvent, type ReactNode } from 'react';
import { TENDER_CODE, type TenderFields } from '@contract/api/schemas/admin/pages';
import { TENDER_STATUSES } from '@contract/api/schemas/web/site';
import { Button } from '@/components/Button';
import { FormField } from '@/components/FormField';
import { Notice } from '@/components/Notice';
import { TextField } from '@/components/TextField';
import { TenderDetail } from '@/features/site/TenderList';
import { useTranslation } from '@/i18n/react';
import { hasRichBody, RichBodyField } from '../RichBodyField';
import * as shared from '../consoleStyles.css';
import * as styles from '../CourseForm/CourseForm.css';

/** The form's fields: the deadline as the browser's date-time input holds it (local time), '' for none. */
export type TenderFormFields = TenderFields;

export interface TenderFormProps {
  initial: TenderFormFields;
  /** The saved notice, or null for one not saved yet. */
  saved: { isPublished: boolean; publishedAt: string } | null;
  readOnly: boolean;
  saving: boolean;
  error: string | null;
  notice: string | null;
  /** The values with the deadline as an ISO moment. */
  onSubmit: (values: TenderFormFields) => void;
  /** Publish or take off the saved version; offered only when nothing is left unsaved. */
  onPublish: (published: boolean) => void;
  onDelete: () => void;
  onUploadImage: (file: File) => Promise<string>;
  head: ReactNode;
}

type Errors = Partial<Record<'code' | 'title' | 'summary' | 'deadline' | 'contentHtml', string>>;

const pad = (value: number) => String(value).padStart(2, '0');

/** An ISO moment as the date-time input shows it, in the browser's time zone. */
export function localDateTime(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A tender announcement's fields and rich-text body, previewed as the site shows a notice; save, publish, delete. */
export function TenderForm({
  initial,
  saved,
  readOnly,
  saving,
  error,
  notice,
  onSubmit,
  onPublish,
  onDelete,
  onUploadImage,
  head,
}: TenderFormProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Errors>({});
  const set = <Key extends keyof TenderFormFields>(key: Key, value: TenderFormFields[Key]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const dirty = (Object.keys(values) as (keyof TenderFormFields)[]).some((key) => values[key] !== initial[key]);
  const deadline = values.deadline ? new Date(values.deadline) : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    const code = values.code.trim();
    const title = values.title.trim();
    const found: Errors = {
      ...(TENDER_CODE.test(code) ? {} : { code: t('admin.site.tender.errors.code') }),
      ...(title && title.length <= 80 ? {} : { title: t('admin.site.tender.errors.title') }),
      ...(values.summary.trim().length <= 200 ? {} : { summary: t('admin.site.tender.errors.summary') }),
      ...(deadline === null || !Number.isNaN(deadline.getTime()) ? {} : { deadline: t('admin.site.tender.errors.deadline') }),
      ...(hasRichBody(values.contentHtml) ? {} : { contentHtml: t('admin.site.tender.errors.body') }),
    };
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    onSubmit({
      ...values,
      code,
      title,
      summary: values.summary.trim(),
      contact: values.contact.trim(),
      deadline: deadline ? deadline.toISOString() : '',
    });
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <div className={styles.head}>{head}</div>
      {readOnly ? <Notice tone="info" message={t('admin.site.tender.readOnly')} /> : null}
      {error ? <Notice tone="error" message={error} /> : notice ? <Notice tone="success" message={notice} /> : null}
      <fieldset className={styles.section} disabled={readOnly} style={{ border: 0, padding: 0, margin: 0 }}>
        <TextField
          label={t('admin.site.tender.code')}
          value={values.code}
          onValueChange={(value) => set('code', value)}
          maxLength={40}
          error={errors.code}
          hint={t('admin.site.tender.codeHint')}
        />
        <FormField label={t('admin.site.tender.status')} htmlFor="tender-status">
          <select
            id="tender-status"
            className={[shared.select, styles.selectBlock].join(' ')}
            value={values.status}
            onChange={(event) => set('status', event.target.value as TenderFormFields['status'])}
          >
            {TENDER_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`site.tender.status.${status}`)}
              </option>
            ))}
          </select>
        </FormField>
        <TextField
          className={styles.wide}
          label={t('admin.site.tender.title')}
          value={values.title}
          onValueChange={(value) => set('title', value)}
          maxLength={80}
          error={errors.title}
        />
        <FormField
          className={styles.wide}
          label={t('admin.site.tender.summary')}
          htmlFor="tender-summary"
          message={errors.summary ?? t('admin.site.tender.summaryHint')}
          messageTone={errors.summary ? 'error' : 'hint'}
        >
          <textarea
            id="tender-summary"
            className={styles.textarea}
            value={values.summary}
            maxLength={200}
            onChange={(event) => set('summary', event.target.value)}
          />
        </FormField>
        <TextField
          label={t('admin.site.tender.deadline')}
          type="datetime-local"
          value={values.deadline}
          onValueChange={(value) => set('deadline', value)}
          error={errors.deadline}
          hint={t('admin.site.tender.deadlineHint')}
        />
        <TextField
          label={t('admin.site.tender.contact')}
          value={values.contact}
          onValueChange={(value) => set('contact', value)}
          maxLength={200}
        />
        <RichBodyField
          id="tender-body"
          className={styles.wide}
          label={t('admin.site.tender.body')}
          initialHtml={initial.contentHtml}
          onChange={(html) => set('contentHtml', html)}
          onUploadImage={onUploadImage}
          readOnly={readOnly}
          error={errors.contentHtml}
          previewSize="wide"
          renderPreview={() => (
            <TenderDetail
              tender={{
                id: 0,
                code: values.code,
                title: values.title || '—',
                summary: values.summary,
                status: values.status,
                publishedAt: saved?.isPublished ? saved.publishedAt : new Date().toISOString(),
                deadline: deadline && !Number.isNaN(deadline.getTime()) ? deadline.toISOString() : null,
                contentHtml: values.contentHtml,
                contact: values.contact,
                previous: null,
                next: null,
              }}
            />
          )}
        />
      </fieldset>
      {readOnly ? null : (
        <div className={styles.bar}>
          <span className={styles.barActions}>
            {saved ? (
              <>
                <Button
                  type="button"
                  variant={saved.isPublished ? 'outline' : 'accent'}
                  disabled={saving || dirty}
                  title={dirty ? t('admin.site.tender.unsaved') : undefined}
                  onClick={() => onPublish(!saved.isPublished)}
                >
                  {t(saved.isPublished ? 'admin.site.tender.unpublish' : 'admin.site.tender.publish')}
                </Button>
                <Button type="button" variant="outline" disabled={saving} onClick={onDelete}>
                  {t('admin.site.tender.delete')}
                </Button>
              </>
            ) : null}
            {dirty && saved ? <span className={shared.muted}>{t('admin.site.tender.unsaved')}</span> : null}
          </span>
          <Button type="submit" loading={saving}>
            {saving ? t('admin.site.tender.saving') : saved ? t('admin.site.tender.save') : t('admin.site.tender.create')}
          </Button>
        </div>
      )}
    </form>
  );
}

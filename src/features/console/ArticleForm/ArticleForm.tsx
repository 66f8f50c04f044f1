import { useState, type FormEvent, type ReactNode } from 'react';
import type { ArticleFields } from '@contract/api/schemas/admin/news';
import type { ArticleStatus } from '@contract/vocabulary/articleStatus';
import { Button } from '@/components/Button';
import { Checkbox } from '@/components/Checkbox';
import { FormField } from '@/components/FormField';
import { Notice } from '@/components/Notice';
import { RichText } from '@/components/RichText';
import { TextField } from '@/components/TextField';
import { useTranslation } from '@/i18n/react';
import { hasRichBody, RichBodyField } from '../RichBodyField';
import { CoverField } from '../CoverCropper';
import * as shared from '../consoleStyles.css';
import * as styles from '../CourseForm/CourseForm.css';
import * as own from './ArticleForm.css';

export type ArticleFormFields = ArticleFields;

export interface ArticleFormProps {
  initial: ArticleFormFields;
  categories: readonly { id: number; name: string }[];
  /** The saved article's status, or null for one not saved yet. */
  status: ArticleStatus | null;
  readOnly: boolean;
  saving: boolean;
  /** The server's refusal of the last save or move. */
  error: string | null;
  /** What just succeeded ("已保存"). */
  notice: string | null;
  onSubmit: (values: ArticleFormFields) => void;
  /** Publish or unpublish the saved version; offered only when nothing is left unsaved. */
  onMove: (status: ArticleStatus) => void;
  onUploadImage: (file: File) => Promise<string>;
  /** Heading parts from the page: status tag, version line. */
  head: ReactNode;
}

type Errors = Partial<Record<'title' | 'categoryId' | 'summary' | 'contentHtml', string>>;

/** An article's fields, its rich-text body with a preview as the site shows it, its save and publish. */
export function ArticleForm({
  initial,
  categories,
  status,
  readOnly,
  saving,
  error,
  notice,
  onSubmit,
  onMove,
  onUploadImage,
  head,
}: ArticleFormProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Errors>({});
  const set = <Key extends keyof ArticleFormFields>(key: Key, value: ArticleFormFields[Key]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const dirty = (Object.keys(values) as (keyof ArticleFormFields)[]).some((key) => values[key] !== initial[key]);
  const move: ArticleStatus | null = status === 'draft' ? 'published' : status === 'published' ? 'draft' : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    const title = values.title.trim();
    const found: Errors = {
      ...(title && title.length <= 80 ? {} : { title: t('admin.news.form.errors.title') }),
      ...(values.categoryId ? {} : { categoryId: t('admin.news.form.errors.category') }),
      ...(values.summary.trim().length <= 200 ? {} : { summary: t('admin.news.form.errors.summary') }),
      ...(hasRichBody(values.contentHtml) ? {} : { contentHtml: t('admin.news.form.errors.body') }),
    };
    setErrors(found);
    if (Object.keys(found).length === 0)
      onSubmit({ ...values, title, summary: values.summary.trim(), author: values.author.trim() });
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <div className={styles.head}>{head}</div>
      {readOnly ? <Notice tone="info" message={t('admin.news.form.readOnly')} /> : null}
      {error ? <Notice tone="error" message={error} /> : notice ? <Notice tone="success" message={notice} /> : null}
      <fieldset className={styles.section} disabled={readOnly} style={{ border: 0, padding: 0, margin: 0 }}>
        <TextField
          className={styles.wide}
          label={t('admin.news.form.title')}
          value={values.title}
          onValueChange={(value) => set('title', value)}
          maxLength={80}
          error={errors.title}
        />
        <FormField
          label={t('admin.news.form.category')}
          htmlFor="article-category"
          message={errors.categoryId}
          messageTone="error"
        >
          <select
            id="article-category"
            className={[shared.select, styles.selectBlock].join(' ')}
            value={values.categoryId || ''}
            onChange={(event) => set('categoryId', Number(event.target.value))}
          >
            <option value="" disabled>
              {t('admin.news.form.errors.category')}
            </option>
            {categories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
          </select>
        </FormField>
        <TextField
          label={t('admin.news.form.author')}
          value={values.author}
          onValueChange={(value) => set('author', value)}
          maxLength={32}
        />
        <FormField
          className={styles.wide}
          label={t('admin.news.form.summary')}
          htmlFor="article-summary"
          message={errors.summary ?? t('admin.news.form.summaryHint')}
          messageTone={errors.summary ? 'error' : 'hint'}
        >
          <textarea
            id="article-summary"
            className={styles.textarea}
            value={values.summary}
            maxLength={200}
            onChange={(event) => set('summary', event.target.value)}
          />
        </FormField>
        <CoverField
          label={t('admin.news.form.cover')}
          value={values.coverUrl}
          onChange={(url) => set('coverUrl', url)}
          onUpload={onUploadImage}
          readOnly={readOnly}
        />
        <div className={styles.flags}>
          <Checkbox checked={values.isTop} onCheckedChange={(checked) => set('isTop', checked)} disabled={readOnly}>
            {t('admin.news.form.isTop')}
          </Checkbox>
        </div>
        <RichBodyField
          id="article-body"
          className={styles.wide}
          label={t('admin.news.form.body')}
          initialHtml={initial.contentHtml}
          onChange={(html) => set('contentHtml', html)}
          onUploadImage={onUploadImage}
          readOnly={readOnly}
          error={errors.contentHtml}
          renderPreview={() => (
            <>
              <h1 className={own.previewTitle}>{values.title || '—'}</h1>
              <RichText html={values.contentHtml} />
            </>
          )}
        />
      </fieldset>
      {readOnly ? null : (
        <div className={styles.bar}>
          <span className={styles.barActions}>
            {move ? (
              <Button
                type="button"
                variant={move === 'published' ? 'accent' : 'outline'}
                disabled={saving || dirty}
                title={dirty ? t('admin.news.form.unsaved') : undefined}
                onClick={() => onMove(move)}
              >
                {t(move === 'published' ? 'admin.news.status.publish' : 'admin.news.status.unpublish')}
              </Button>
            ) : null}
            {dirty && move ? <span className={shared.muted}>{t('admin.news.form.unsaved')}</span> : null}
          </span>
          <Button type="submit" loading={saving}>
            {saving ? t('admin.news.form.saving') : status ? t('admin.news.form.save') : t('admin.news.form.create')}
          </Button>
        </div>
      )}
    </form>
  );
}

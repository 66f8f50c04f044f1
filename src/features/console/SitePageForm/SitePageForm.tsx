import { useState, type FormEvent, type ReactNode } from 'react';
import { SITE_PAGE_PLACES, type SitePageFields } from '@contract/api/schemas/admin/pages';
import type { SitePageSlug } from '@contract/api/schemas/web/site';
import { Button } from '@/components/Button';
import { Notice } from '@/components/Notice';
import { TextField } from '@/components/TextField';
import { useTranslation } from '@/i18n/react';
import { hasRichBody, RichBodyField } from '../RichBodyField';
import * as shared from '../consoleStyles.css';
import * as styles from '../CourseForm/CourseForm.css';
import { SitePagePreview } from './SitePagePreview';

export type SitePageFormFields = SitePageFields;

export interface SitePageFormProps {
  slug: SitePageSlug;
  initial: SitePageFormFields;
  /** Saved changes wait to be published. */
  hasDraft: boolean;
  readOnly: boolean;
  saving: boolean;
  /** The server's refusal of the last write. */
  error: string | null;
  /** What just succeeded. */
  notice: string | null;
  onSubmit: (values: SitePageFormFields) => void;
  /** Publish or drop the saved draft; offered only when nothing is left unsaved. */
  onPublish: () => void;
  onDiscard: () => void;
  onUploadImage: (file: File) => Promise<string>;
  /** Heading parts from the page: status tag, version line. */
  head: ReactNode;
}

type Errors = Partial<Record<'title' | 'versionDate' | 'contentHtml', string>>;

const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** A site page's title, version date and rich-text body, previewed in the page's own layout; save a draft, publish. */
export function SitePageForm({
  slug,
  initial,
  hasDraft,
  readOnly,
  saving,
  error,
  notice,
  onSubmit,
  onPublish,
  onDiscard,
  onUploadImage,
  head,
}: SitePageFormProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Errors>({});
  const set = <Key extends keyof SitePageFormFields>(key: Key, value: SitePageFormFields[Key]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const dirty = (Object.keys(values) as (keyof SitePageFormFields)[]).some((key) => values[key] !== initial[key]);
  const { layout } = SITE_PAGE_PLACES[slug];
  // Tables and captioned figures (the licence pages) are beyond the editor: it would drop them on the first keystroke.
  const bodyLocked = /<(table|figure|figcaption)\b/.test(initial.contentHtml);

  function submit(event: FormEvent) {
    event.preventDefault();
    const title = values.title.trim();
    const versionDate = values.versionDate.trim();
    const found: Errors = {
      ...(title && title.length <= 40 ? {} : { title: t('admin.site.page.errors.title') }),
      ...(versionDate === '' || DAY.test(versionDate) ? {} : { versionDate: t('admin.site.page.errors.versionDate') }),
      ...(hasRichBody(values.contentHtml) ? {} : { contentHtml: t('admin.site.page.errors.body') }),
    };
    setErrors(found);
    if (Object.keys(found).length === 0) onSubmit({ ...values, title, versionDate });
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <div className={styles.head}>{head}</div>
      {readOnly ? <Notice tone="info" message={t('admin.site.page.readOnly')} /> : null}
      {error ? <Notice tone="error" message={error} /> : notice ? <Notice tone="success" message={notice} /> : null}
      <fieldset className={styles.section} disabled={readOnly} style={{ border: 0, padding: 0, margin: 0 }}>
        <TextField
          label={t('admin.site.page.title')}
          value={values.title}
          onValueChange={(value) => set('title', value)}
          maxLength={40}
          error={errors.title}
          hint={t('admin.site.page.titleHint')}
        />
        <TextField
          label={t('admin.site.page.versionDate')}
          type="date"
          value={values.versionDate}
          onValueChange={(value) => set('versionDate', value)}
          error={errors.versionDate}
          hint={t(
            layout === 'agreement' || layout === 'bareAgreement'
              ? 'admin.site.page.versionDateShown'
              : 'admin.site.page.versionDateHint',
          )}
        />
        {bodyLocked && !readOnly ? (
          <Notice className={styles.wide} tone="info" message={t('admin.site.page.bodyLocked')} />
        ) : null}
        <RichBodyField
          id="site-page-body"
          className={styles.wide}
          label={t('admin.site.page.body')}
          initialHtml={initial.contentHtml}
          onChange={(html) => set('contentHtml', html)}
          onUploadImage={onUploadImage}
          readOnly={readOnly}
          locked={bodyLocked}
          error={errors.contentHtml}
          previewSize="wide"
          renderPreview={() => (
            <SitePagePreview slug={slug} title={values.title} contentHtml={values.contentHtml} versionDate={values.versionDate} />
          )}
        />
      </fieldset>
      {readOnly ? null : (
        <div className={styles.bar}>
          <span className={styles.barActions}>
            {hasDraft ? (
              <>
                <Button
                  type="button"
                  variant="accent"
                  disabled={saving || dirty}
                  title={dirty ? t('admin.site.page.unsaved') : undefined}
                  onClick={onPublish}
                >
                  {t('admin.site.page.publish')}
                </Button>
                <Button type="button" variant="outline" disabled={saving || dirty} onClick={onDiscard}>
                  {t('admin.site.page.discard')}
                </Button>
              </>
            ) : null}
            {dirty ? (
              <span className={shared.muted}>{t('admin.site.page.unsaved')}</span>
            ) : hasDraft ? null : (
              <span className={shared.muted}>{t('admin.site.page.inSync')}</span>
            )}
          </span>
          <Button type="submit" loading={saving}>
            {saving ? t('admin.site.page.saving') : t('admin.site.page.save')}
          </Button>
        </div>
      )}
    </form>
  );
}

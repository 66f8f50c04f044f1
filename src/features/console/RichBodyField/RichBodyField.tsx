import { useState, type ReactNode } from 'react';
import { Button } from '@/components/Button';
import { useTranslation } from '@/i18n/react';
import { ArticleEditor } from '../ArticleEditor';
import * as shared from '../consoleStyles.css';
import * as styles from './RichBodyField.css';

/** Whether a body shows anything: text or a picture, not only empty paragraphs. */
export const hasRichBody = (html: string) => /<img\b/.test(html) || html.replace(/<[^>]*>|&nbsp;|\s/g, '') !== '';

export interface RichBodyFieldProps {
  /** The field's id prefix, for the label and the error's description. */
  id: string;
  label: string;
  /** The body to start from, as stored. */
  initialHtml: string;
  onChange: (html: string) => void;
  onUploadImage: (file: File) => Promise<string>;
  readOnly: boolean;
  /** The body is shown and previewed but not edited (a body with markup the editor cannot keep). */
  locked?: boolean;
  error?: string | undefined;
  /** The body as the site will show it: the form's own layout around its current values. */
  renderPreview: () => ReactNode;
  /** `wide` for a page previewed in its own full layout (handbooks, agreements). */
  previewSize?: 'reading' | 'wide';
  /** Placement of its two rows (heading, body) in the form's grid. */
  className?: string;
}

/**
 * A rich-text body of the console (news, site pages, tender notices): its heading with a preview switch, the
 * editor, and the preview as the site will show it.
 */
export function RichBodyField({
  id,
  label,
  initialHtml,
  onChange,
  onUploadImage,
  readOnly,
  locked = false,
  error,
  renderPreview,
  previewSize = 'reading',
  className = '',
}: RichBodyFieldProps) {
  const { t } = useTranslation();
  const [previewing, setPreviewing] = useState(false);
  return (
    <>
      <div className={[className, styles.bodyHead].join(' ')}>
        <h2 className={styles.bodyTitle} id={`${id}-label`}>
          {label}
        </h2>
        {readOnly ? null : (
          <Button type="button" variant="outline" size="sm" onClick={() => setPreviewing((on) => !on)} aria-pressed={previewing}>
            {previewing ? t('admin.news.form.edit') : t('admin.news.form.preview')}
          </Button>
        )}
      </div>
      <div className={className}>
        {previewing ? (
          <article
            className={[styles.preview, previewSize === 'wide' ? styles.previewWide : ''].join(' ')}
            aria-label={t('admin.news.form.preview')}
          >
            <p className={shared.muted}>{t('admin.news.form.previewNote')}</p>
            {renderPreview()}
          </article>
        ) : null}
        {/* Kept mounted under the preview, so its undo history and selection survive a look at the preview. */}
        <div hidden={previewing}>
          <ArticleEditor
            initialHtml={initialHtml}
            onChange={onChange}
            onUploadImage={onUploadImage}
            readOnly={readOnly || locked}
            label={label}
            invalid={Boolean(error)}
            describedBy={error ? `${id}-error` : undefined}
          />
        </div>
        {error ? (
          <p id={`${id}-error`} className={shared.errorText}>
            {error}
          </p>
        ) : null}
      </div>
    </>
  );
}

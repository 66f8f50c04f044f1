import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { Button } from '@/components/Button';
import { useTranslation } from '@/i18n/react';
import * as shared from '../consoleStyles.css';
import { CoverCropper } from './CoverCropper';
import { pictureText, type PictureShape } from './cropImage';
import * as styles from './CoverField.css';

export interface CoverFieldProps {
  label: string;
  hint?: string;
  /** The cover's address, or '' for none. */
  value: string;
  onChange: (url: string) => void;
  /** Uploads the cropped cover and gives its address; a refusal rejects with its message. */
  onUpload: (file: File) => Promise<string>;
  readOnly: boolean;
  /** What the picture is cropped to: a 16:9 cover (the default) or a square photo. */
  shape?: PictureShape;
  /** The field's problem, shown under it (a photo the form needs, say). */
  error?: string | undefined;
}

/** A cover or photo: picked from the computer, cropped to its shape, uploaded, shown; or removed. */
export function CoverField({
  label,
  hint,
  value,
  onChange,
  onUpload,
  readOnly,
  shape = 'cover',
  error: problem,
}: CoverFieldProps) {
  const { t } = useTranslation();
  const picker = useRef<HTMLInputElement>(null);
  const [picked, setPicked] = useState<{ url: string; name: string } | null>(null);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The picked file's object URL is released once the cropper is done with it.
  useEffect(() => (picked ? () => URL.revokeObjectURL(picked.url) : undefined), [picked]);

  function pick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) setPicked({ url: URL.createObjectURL(file), name: file.name });
  }

  async function upload(file: File) {
    setPicked(null);
    setUploading(true);
    setError(null);
    try {
      onChange(await onUpload(file));
    } catch (failure) {
      setError(failure instanceof Error && failure.message ? failure.message : t(pictureText(shape, 'uploadFailed')));
    } finally {
      setUploading(false);
    }
  }

  return (
    <div className={styles.field}>
      <span className={styles.label}>{label}</span>
      {value ? <img className={styles.image[shape]} src={value} alt="" /> : <span className={styles.empty[shape]} aria-hidden />}
      {hint ? <span className={shared.muted}>{hint}</span> : null}
      {readOnly ? null : (
        <span className={styles.actions}>
          <Button type="button" variant="outline" size="sm" loading={uploading} onClick={() => picker.current?.click()}>
            {uploading
              ? t(pictureText(shape, 'uploading'))
              : value
                ? t(pictureText(shape, 'replace'))
                : t(pictureText(shape, 'upload'))}
          </Button>
          {value ? (
            <Button type="button" variant="ghost" size="sm" onClick={() => onChange('')}>
              {t(pictureText(shape, 'remove'))}
            </Button>
          ) : null}
          <input
            ref={picker}
            type="file"
            accept="image/png,image/jpeg,image/webp"
            hidden
            aria-label={label}
            onChange={pick}
            data-testid="cover-input"
          />
        </span>
      )}
      {error || problem ? (
        <span role="alert" className={shared.errorText}>
          {error ?? problem}
        </span>
      ) : null}
      <CoverCropper source={picked} shape={shape} onCancel={() => setPicked(null)} onCropped={(file) => void upload(file)} />
    </div>
  );
}

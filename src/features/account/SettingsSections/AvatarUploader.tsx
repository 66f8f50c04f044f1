import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import { forwardRef, useId, type ChangeEvent, type HTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from '@/i18n/react';
import { Avatar } from '@/components/Avatar';
import { Button } from '@/components/Button';
import { FieldMessage, type FieldMessageTone } from '@/components/FormField';
import { Spinner } from '@/components/Spinner';
import * as styles from './SettingsSections.css';

export const avatarUploaderStates = ['idle', 'validating', 'rejected', 'uploading', 'saving', 'done', 'failed'] as const;
export type AvatarUploaderState = (typeof avatarUploaderStates)[number];

export const avatarProblems = ['badType', 'empty', 'tooLarge', 'notImage'] as const;
export type AvatarUploaderProblem = (typeof avatarProblems)[number];

const busyStates: readonly AvatarUploaderState[] = ['validating', 'uploading', 'saving'];

export interface AvatarUploaderProps extends Omit<HTMLAttributes<HTMLDivElement>, 'onChange'> {
  /** The saved avatar (qiniuUrl followed by photoUrl) and the name for its alternative text. */
  qiniuUrl?: string | null;
  photoUrl?: string | null;
  name?: string | null;
  /** A local address of the picture being checked or sent, shown in place of the saved one meanwhile. */
  previewSrc?: string | null;
  state: AvatarUploaderState;
  /** Why the picked file was refused (state rejected). */
  problem?: AvatarUploaderProblem | null;
  /** Why the upload or the save failed (state failed); a general sentence when absent. */
  error?: ReactNode;
  /** Largest accepted file, as read by people (e.g. '2 MB'). */
  maxSizeText: string;
  /** The file input's accept list, e.g. 'image/jpeg,image/png,image/webp'. */
  accept: string;
  onPick: (file: File) => void;
  onRetry: () => void;
}

/** The current avatar with a button to pick another picture, and what happens to the picture picked. */
export const AvatarUploader = forwardRef<HTMLDivElement, AvatarUploaderProps>(function AvatarUploader(
  { qiniuUrl, photoUrl, name, previewSrc, state, problem, error, maxSizeText, accept, onPick, onRetry, className, ...rest },
  ref,
) {
  const { t } = useTranslation();
  const id = useId();
  const busy = busyStates.includes(state);
  const showPreview = previewSrc != null && (busy || state === 'failed');

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so picking the same file again (after a failure) still reports a change.
    event.target.value = '';
    if (file) onPick(file);
  };

  let status: ReactNode = null;
  let tone: FieldMessageTone = 'hint';
  if (state === 'done') {
    status = t('settingsPage.avatar.done');
    tone = 'success';
  } else if (state === 'rejected' && problem) {
    status = t(`settingsPage.avatar.problems.${problem}`, { size: maxSizeText });
    tone = 'error';
  } else if (state === 'failed') {
    status = error || t('settingsPage.avatar.failed');
    tone = 'error';
  }

  return (
    <div
      ref={ref}
      className={[styles.avatarBlock, className].filter(Boolean).join(' ')}
      data-state={state}
      aria-busy={busy || undefined}
      {...rest}
    >
      <span className={styles.avatarFrame}>
        <Avatar qiniuUrl={showPreview ? null : qiniuUrl} photoUrl={showPreview ? previewSrc : photoUrl} name={name} size="xl" />
        {busy && <span className={styles.avatarBusy} aria-hidden="true" />}
      </span>
      <div className={styles.avatarText}>
        <p className={styles.avatarTitle}>{t('settingsPage.avatar.label')}</p>
        <label className={styles.fileButton} data-disabled={busy || undefined}>
          {t('settingsPage.avatar.choose')}
          <VisuallyHidden asChild>
            <input
              className={styles.fileInput}
              type="file"
              accept={accept}
              disabled={busy}
              aria-describedby={`${id}-hint ${id}-status`}
              onChange={pick}
            />
          </VisuallyHidden>
        </label>
        <FieldMessage id={`${id}-hint`}>{t('settingsPage.avatar.hint', { size: maxSizeText })}</FieldMessage>
        {busy ? (
          <Spinner
            id={`${id}-status`}
            size="sm"
            showLabel
            label={t(`settingsPage.avatar.${state as 'validating' | 'uploading' | 'saving'}`)}
          />
        ) : (
          <FieldMessage
            id={`${id}-status`}
            className={styles.messageRow}
            tone={tone}
            role={tone === 'error' ? 'alert' : 'status'}
          >
            {status}
            {state === 'failed' && (
              <Button size="sm" variant="outline" onClick={onRetry}>
                {t('settingsPage.avatar.retry')}
              </Button>
            )}
          </FieldMessage>
        )}
      </div>
    </div>
  );
});

import { useId, type ChangeEvent } from 'react';
import type { VideoStatus } from '@contract/vocabulary/videoStatus';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { Tag } from '@/components/Tag';
import { VisuallyHidden } from '@/components/VisuallyHidden';
import { useTranslation } from '@/i18n/react';
import { formatClock } from '@/lib/format';
import * as shared from '../consoleStyles.css';
import * as styles from './LessonVideo.css';

/** Where a lesson's video is in its way: what the console's flow reports. */
export const LESSON_VIDEO_STAGES = ['busy', 'settled', 'unfinished', 'uploading', 'processing'] as const;
export type LessonVideoStage = (typeof LESSON_VIDEO_STAGES)[number];

export interface LessonVideoState {
  status: VideoStatus;
  progress: number;
  failureReason: string;
  durationSec: number;
}

export interface LessonVideoProps {
  lessonTitle: string;
  stage: LessonVideoStage;
  video: LessonVideoState | null;
  /** The file being (or last) uploaded. */
  fileName: string;
  sentPercent: number;
  error: string | null;
  readOnly: boolean;
  onPick: (file: File) => void;
  onCancel: () => void;
  onRetry: () => void;
  /** The question "take the video off this lesson?" is open. */
  confirmingDetach: boolean;
  /** The video is being taken off. */
  detaching: boolean;
  onDetach: () => void;
  onConfirmDetach: () => void;
  onKeepVideo: () => void;
}

function Bar({ percent, label }: { percent: number; label: string }) {
  return (
    <span
      className={styles.bar}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
    >
      <span className={styles.fill} style={{ transform: `scaleX(${percent / 100})` }} />
    </span>
  );
}

/**
 * A lesson's video in the outline: its upload with a progress bar (paused, or left by a reload, it continues
 * when the same file is picked again), then the transcode's status — waiting, transcoding n %, ready, or
 * failed with the reason and a retry — and, once ready or failed, its removal from the lesson after a
 * confirmation.
 */
export function LessonVideo(props: LessonVideoProps) {
  const { lessonTitle, stage, video, fileName, sentPercent, error, readOnly, onPick, onCancel, onRetry } = props;
  const { confirmingDetach, detaching, onDetach, onConfirmDetach, onKeepVideo } = props;
  const { t } = useTranslation();
  const inputId = useId();

  const picker = (label: string) =>
    readOnly ? null : (
      <label className={`${shared.linkButton} ${styles.picker}`} htmlFor={inputId}>
        {label}
        <VisuallyHidden>
          <input
            id={inputId}
            type="file"
            accept="video/*"
            aria-label={t('admin.courses.video.choose', { lesson: lessonTitle })}
            onChange={(event: ChangeEvent<HTMLInputElement>) => {
              const file = event.target.files?.[0];
              // Cleared so picking the same file again (to continue it) is a change too.
              event.target.value = '';
              if (file) onPick(file);
            }}
          />
        </VisuallyHidden>
      </label>
    );
  const errorLine = error ? (
    <span className={styles.error} role="alert">
      {error}
    </span>
  ) : null;

  if (stage === 'busy') return <span className={`${styles.root} ${shared.muted}`}>{t('admin.courses.video.checking')}</span>;

  if (stage === 'uploading')
    return (
      <span className={styles.root} data-stage={stage}>
        <Bar percent={sentPercent} label={t('admin.courses.video.progress', { file: fileName })} />
        <span>{t('admin.courses.video.uploading', { percent: sentPercent, file: fileName })}</span>
        <button type="button" className={shared.linkButton} onClick={onCancel}>
          {t('admin.courses.video.cancel')}
        </button>
      </span>
    );

  if (stage === 'unfinished')
    return (
      <span className={styles.root} data-stage={stage}>
        <Bar percent={sentPercent} label={t('admin.courses.video.progress', { file: fileName })} />
        <span>{t('admin.courses.video.unfinished', { percent: sentPercent, file: fileName })}</span>
        {picker(t('admin.courses.video.continue'))}
        {errorLine}
      </span>
    );

  if (stage === 'processing' || video?.status === 'uploaded' || video?.status === 'transcoding') {
    const transcoding = video?.status === 'transcoding';
    return (
      <span className={styles.root} data-stage="processing" aria-live="polite">
        {transcoding ? <Bar percent={video.progress} label={t('admin.courses.video.transcodeProgress')} /> : null}
        <Tag size="sm" tone="brand">
          {transcoding ? t('admin.courses.video.transcoding', { percent: video.progress }) : t('admin.courses.video.uploaded')}
        </Tag>
      </span>
    );
  }

  return (
    <span className={styles.root} data-stage={stage} data-status={video?.status ?? 'none'}>
      {video?.status === 'ready' ? (
        <Tag size="sm" tone="success">
          {video.durationSec > 0
            ? t('admin.courses.video.readyDetail', { duration: formatClock(video.durationSec) })
            : t('admin.courses.video.ready')}
        </Tag>
      ) : null}
      {video?.status === 'failed' ? (
        <>
          <Tag size="sm" tone="error">
            {t('admin.courses.video.failed', { reason: video.failureReason })}
          </Tag>
          {readOnly ? null : (
            <button type="button" className={shared.linkButton} onClick={onRetry}>
              {t('admin.courses.video.retry')}
            </button>
          )}
        </>
      ) : null}
      {picker(video ? t('admin.courses.video.replace') : t('admin.courses.video.upload'))}
      {video && !readOnly ? (
        <button
          type="button"
          className={shared.linkButton}
          aria-label={t('admin.courses.video.detachLabel', { lesson: lessonTitle })}
          onClick={onDetach}
        >
          {t('admin.courses.video.detach')}
        </button>
      ) : null}
      {errorLine}
      <ConfirmDialog
        open={confirmingDetach}
        tone="danger"
        title={t('admin.courses.video.detachTitle', { lesson: lessonTitle })}
        message={t('admin.courses.video.detachConfirm')}
        confirmLabel={t('admin.courses.video.detachYes')}
        cancelLabel={t('admin.courses.video.detachNo')}
        showCancel
        confirming={detaching}
        onConfirm={onConfirmDetach}
        onCancel={onKeepVideo}
      />
    </span>
  );
}

/**
 * A lesson's video in the console's outline (issue: resumable uploads with a progress bar that survives a
 * reload, then the transcode's status, polled until it ends, and a retry of a failed one; taking the video
 * off the lesson).
 *
 * States:
 * - lookingBack (tag busy): entered first unless the video is already being processed; runs `findUnfinished`,
 *   the upload of this lesson a closed or reloaded page left half done. Found → unfinished; none → settled.
 * - settled (tag settled): the lesson's video as it stands (none, ready or failed: `video`). user.pickFile →
 *   uploading; user.retry (a failed video) → retrying; user.detach (a lesson with a video) → confirmingDetach.
 * - unfinished (tag unfinished): the bytes sent so far of `fileName` are on the server; picking the same file
 *   again continues from there (the uploader recognises it), user.pickFile → uploading.
 * - uploading (tag uploading): runs `upload`, which reports upload.progress with bytes sent and total, then
 *   upload.done or upload.failed with a message. user.cancel → unfinished (the bytes sent are kept).
 *   Done → processing; failed → uploadFailed (user.pickFile tries again, resuming).
 * - processing (tag processing): runs `fetchStatus` now and every POLL_MS while the video waits or
 *   transcodes (its percentage in `video.progress`); ready or failed → settled. A failed poll just waits.
 * - retrying (tag busy): runs `retry` for the failed video → processing; refused → settled with `error`.
 * - confirmingDetach (tag confirmingDetach): "take the video off the lesson?"; user.confirmDetach → detaching;
 *   user.cancel → settled, the video kept.
 * - detaching (tag detaching): runs `detach` for the lesson → settled without a video; refused → settled with
 *   the video and `error`.
 *
 * Provided by the console: actors findUnfinished, upload, fetchStatus, retry and detach.
 */
import { assign, fromCallback, setup } from 'xstate';
import type { VideoKind, VideoStatus } from '@contract/vocabulary/videoStatus';
import { providedByApp } from '../shared/providedByApp';

/** How often a video being processed is asked about. */
export const POLL_MS = 3000;

export interface LessonVideoRow {
  videoId: number;
  status: VideoStatus;
  progress: number;
  failureReason: string;
  kind: VideoKind;
  originalName: string;
  durationSec: number;
}

/** The file picked in the browser: a File, of which the machine reads only its name and size. */
export interface PickedFile {
  name: string;
  size: number;
}

export interface UnfinishedUpload {
  fileName: string;
  sent: number;
  total: number;
}

export interface LessonVideoContext {
  lessonId: number;
  video: LessonVideoRow | null;
  fileName: string;
  sent: number;
  total: number;
  /** The last refusal (an upload, a retry or a detach), shown until the next try. */
  error: string | null;
}

export type LessonVideoEvent =
  | { type: 'user.pickFile'; file: PickedFile }
  | { type: 'user.cancel' }
  | { type: 'user.retry' }
  | { type: 'user.detach' }
  | { type: 'user.confirmDetach' }
  | { type: 'upload.progress'; sent: number; total: number }
  | { type: 'upload.done' }
  | { type: 'upload.failed'; message: string };

export type LessonVideoTag = 'busy' | 'settled' | 'unfinished' | 'uploading' | 'processing' | 'confirmingDetach' | 'detaching';

const errorText = (error: unknown): string => (error instanceof Error && error.message ? error.message : '操作失败，请稍后重试');

/** Whole percent of the bytes sent. */
export function sentPercent(context: Pick<LessonVideoContext, 'sent' | 'total'>): number {
  return context.total > 0 ? Math.min(100, Math.floor((context.sent / context.total) * 100)) : 0;
}

const processing = (video: LessonVideoRow | null) => video?.status === 'uploaded' || video?.status === 'transcoding';

export const lessonVideoMachine = setup({
  types: {
    context: {} as LessonVideoContext,
    events: {} as LessonVideoEvent,
    input: {} as { lessonId: number; video: LessonVideoRow | null },
    tags: {} as LessonVideoTag,
  },
  actors: {
    findUnfinished: providedByApp<UnfinishedUpload | null, { lessonId: number }>('findUnfinished'),
    upload: fromCallback<LessonVideoEvent, { lessonId: number; file: PickedFile }>(({ sendBack }) => {
      sendBack({ type: 'upload.failed', message: 'upload is provided by the app' });
    }),
    fetchStatus: providedByApp<LessonVideoRow | null, { lessonId: number }>('fetchStatus'),
    retry: providedByApp<LessonVideoRow, { videoId: number }>('retry'),
    detach: providedByApp<{ lessonId: number }, { lessonId: number }>('detach'),
  },
  delays: { poll: POLL_MS },
  guards: {
    isProcessing: ({ context }) => processing(context.video),
    isFailed: ({ context }) => context.video?.status === 'failed',
    hasVideo: ({ context }) => context.video !== null,
  },
  actions: {
    startFile: assign(({ event }) => {
      const { file } = event as Extract<LessonVideoEvent, { type: 'user.pickFile' }>;
      return { fileName: file.name, sent: 0, total: file.size, error: null };
    }),
  },
}).createMachine({
  id: 'lessonVideo',
  context: ({ input }) => ({ lessonId: input.lessonId, video: input.video, fileName: '', sent: 0, total: 0, error: null }),
  initial: 'start',
  states: {
    start: { always: [{ guard: 'isProcessing', target: 'processing' }, { target: 'lookingBack' }] },
    lookingBack: {
      tags: ['busy'],
      invoke: {
        src: 'findUnfinished',
        input: ({ context }) => ({ lessonId: context.lessonId }),
        onDone: [
          {
            guard: ({ event }) => event.output !== null,
            target: 'unfinished',
            actions: assign(({ event }) => ({
              fileName: event.output!.fileName,
              sent: event.output!.sent,
              total: event.output!.total,
            })),
          },
          { target: 'settled' },
        ],
        onError: 'settled',
      },
    },
    settled: {
      tags: ['settled'],
      on: {
        'user.pickFile': { target: 'uploading', actions: 'startFile' },
        'user.retry': { guard: 'isFailed', target: 'retrying' },
        'user.detach': { guard: 'hasVideo', target: 'confirmingDetach', actions: assign({ error: null }) },
      },
    },
    unfinished: {
      tags: ['unfinished'],
      on: { 'user.pickFile': { target: 'uploading', actions: 'startFile' } },
    },
    uploading: {
      tags: ['uploading'],
      invoke: {
        src: 'upload',
        input: ({ context, event }) => ({
          lessonId: context.lessonId,
          file: (event as Extract<LessonVideoEvent, { type: 'user.pickFile' }>).file,
        }),
      },
      on: {
        'upload.progress': { actions: assign(({ event }) => ({ sent: event.sent, total: event.total })) },
        'upload.done': { target: 'processing', actions: assign({ sent: ({ context }) => context.total, video: null }) },
        'upload.failed': { target: 'uploadFailed', actions: assign({ error: ({ event }) => event.message }) },
        'user.cancel': 'unfinished',
      },
    },
    uploadFailed: {
      tags: ['unfinished'],
      on: { 'user.pickFile': { target: 'uploading', actions: 'startFile' } },
    },
    processing: {
      tags: ['processing'],
      initial: 'asking',
      states: {
        asking: {
          invoke: {
            src: 'fetchStatus',
            input: ({ context }) => ({ lessonId: context.lessonId }),
            onDone: [
              {
                guard: ({ event }) => event.output !== null && !processing(event.output),
                target: '#lessonVideo.settled',
                actions: assign({ video: ({ event }) => event.output }),
              },
              { target: 'waiting', actions: assign({ video: ({ event, context }) => event.output ?? context.video }) },
            ],
            onError: 'waiting',
          },
        },
        waiting: { after: { poll: 'asking' } },
      },
    },
    retrying: {
      tags: ['busy'],
      invoke: {
        src: 'retry',
        input: ({ context }) => ({ videoId: context.video!.videoId }),
        onDone: { target: 'processing', actions: assign({ video: ({ event }) => event.output, error: null }) },
        onError: { target: 'settled', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
    confirmingDetach: {
      tags: ['confirmingDetach'],
      on: { 'user.confirmDetach': 'detaching', 'user.cancel': 'settled' },
    },
    detaching: {
      tags: ['detaching'],
      invoke: {
        src: 'detach',
        input: ({ context }) => ({ lessonId: context.lessonId }),
        onDone: { target: 'settled', actions: assign({ video: null, error: null }) },
        onError: { target: 'settled', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
  },
});

export type LessonVideoMachine = typeof lessonVideoMachine;

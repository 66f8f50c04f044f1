import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useFlowMachine } from '@/app/runtime/useFlowActor';
import { useMemo } from 'react';
import { defaultOptions, Upload, type DetailedError } from 'tus-js-client';
import { fromCallback, fromPromise } from 'xstate';
import { admin, type DataOf } from '@contract/api/calls';
import { VIDEO_UPLOAD_PATH } from '@contract/api/schemas/admin/paths';
import {
  lessonVideoMachine,
  sentPercent,
  type LessonVideoEvent,
  type LessonVideoRow,
  type PickedFile,
  type UnfinishedUpload,
} from '@machines/console';
import { consoleApi } from './consoleApi';
import { readStaffSession } from './staffSession';

export type LessonVideos = DataOf<typeof admin.videos.lessonVideos>['list'];

/**
 * Bytes per request: an interrupted upload loses at most the request under way, and each stays below the
 * request size the proxy in front of the instances accepts (client_max_body_size 6m in deploy/nginx.conf).
 */
const CHUNK_BYTES = 5 * 1024 * 1024;

const videosKey = (courseId: number) => ['console', 'courses', 'videos', courseId] as const;

const fetchLessonVideos = (courseId: number) =>
  consoleApi.call(admin.videos.lessonVideos, { courseId }, { handleError: true }).then((data) => data.list);

/** The videos of a course's lessons (status, transcode percentage, failure reason). */
export function useLessonVideos(courseId: number) {
  return useQuery({ queryKey: videosKey(courseId), queryFn: () => fetchLessonVideos(courseId) });
}

const authorization = (): Record<string, string> => {
  const session = readStaffSession();
  return session ? { Authorization: `Bearer ${session.token}` } : {};
};

/** The same file for the same lesson resumes; the same file for another lesson is another upload. */
const fingerprintFor = (lessonId: number) => async (file: File) =>
  ['lesson-video', lessonId, file.name, file.type, file.size, file.lastModified].join('/');

/** The server's message of a refused upload (the console's envelope), else tus-js-client's. */
function uploadErrorText(error: Error | DetailedError): string {
  const body = 'originalResponse' in error ? error.originalResponse?.getBody() : undefined;
  try {
    const message = (JSON.parse(body ?? '') as { message?: unknown }).message;
    if (typeof message === 'string' && message) return message;
  } catch {
    // Not the console's envelope: a network failure or a proxy's page.
  }
  return '上传中断，请检查网络后重新选择同一文件继续';
}

/** The upload of this lesson a closed or reloaded page left unfinished, with how far it got on the server. */
async function findUnfinished(lessonId: number): Promise<UnfinishedUpload | null> {
  const stored = await defaultOptions.urlStorage.findAllUploads();
  const previous = stored.find((upload) => upload.metadata.lessonId === String(lessonId) && upload.uploadUrl);
  if (!previous?.uploadUrl) return null;
  const answer = await fetch(previous.uploadUrl, { method: 'HEAD', headers: { 'Tus-Resumable': '1.0.0', ...authorization() } });
  if (!answer.ok) {
    // Gone from the server (finished, expired or removed): nothing to continue.
    await defaultOptions.urlStorage.removeUpload(previous.urlStorageKey);
    return null;
  }
  return {
    fileName: previous.metadata.filename ?? '',
    sent: Number(answer.headers.get('Upload-Offset') ?? 0),
    total: Number(answer.headers.get('Upload-Length') ?? previous.size ?? 0),
  };
}

const uploadActor = fromCallback<LessonVideoEvent, { lessonId: number; file: PickedFile }>(({ input, sendBack }) => {
  const file = input.file as File;
  const upload = new Upload(file, {
    endpoint: consoleApi.url(VIDEO_UPLOAD_PATH),
    chunkSize: CHUNK_BYTES,
    retryDelays: [0, 1000, 3000, 5000],
    metadata: { lessonId: String(input.lessonId), filename: file.name, filetype: file.type },
    fingerprint: fingerprintFor(input.lessonId),
    storeFingerprintForResuming: true,
    removeFingerprintOnSuccess: true,
    onBeforeRequest: (request) => {
      // Read for every request: a long upload outlives nothing, but the session may have been renewed.
      for (const [name, value] of Object.entries(authorization())) request.setHeader(name, value);
    },
    onProgress: (sent, total) => sendBack({ type: 'upload.progress', sent, total }),
    onSuccess: () => sendBack({ type: 'upload.done' }),
    onError: (error) => sendBack({ type: 'upload.failed', message: uploadErrorText(error) }),
  });
  let stopped = false;
  void upload.findPreviousUploads().then((previous) => {
    if (stopped) return;
    if (previous[0]) upload.resumeFromPreviousUpload(previous[0]);
    upload.start();
  });
  return () => {
    stopped = true;
    // Stopped, not removed: the bytes on the server and the remembered address let the next pick continue.
    void upload.abort();
  };
});

/**
 * A lesson's video in the console: its upload (resumable, continued after a reload by picking the same file),
 * the transcode's status polled until it ends, the retry of a failed one, and taking it off the lesson after a
 * confirmation. Ended transcodes and a video taken off refresh the outline and the course's video list.
 */
export function useLessonVideo(courseId: number, lessonId: number, video: LessonVideoRow | null) {
  const queries = useQueryClient();
  const machine = useMemo(
    () =>
      lessonVideoMachine.provide({
        actors: {
          findUnfinished: fromPromise(({ input }: { input: { lessonId: number } }) => findUnfinished(input.lessonId)),
          upload: uploadActor,
          fetchStatus: fromPromise(async ({ input }: { input: { lessonId: number } }): Promise<LessonVideoRow | null> => {
            // Several lessons polling at once share one request.
            const list = await queries.fetchQuery({
              queryKey: videosKey(courseId),
              queryFn: () => fetchLessonVideos(courseId),
              staleTime: 1000,
            });
            const row = list.find((item) => item.lessonId === input.lessonId) ?? null;
            if (row && row.status !== 'uploaded' && row.status !== 'transcoding') {
              void queries.invalidateQueries({ queryKey: ['console', 'courses', 'outline', courseId] });
            }
            return row;
          }),
          retry: fromPromise(({ input }: { input: { videoId: number } }): Promise<LessonVideoRow> =>
            consoleApi.call(admin.videos.retryVideo, input, { handleError: true }),
          ),
          detach: fromPromise(async ({ input }: { input: { lessonId: number } }) => {
            const detached = await consoleApi.call(admin.videos.detachVideo, input, { handleError: true });
            void queries.invalidateQueries({ queryKey: ['console', 'courses', 'outline', courseId] });
            void queries.invalidateQueries({ queryKey: videosKey(courseId) });
            return detached;
          }),
        },
      }),
    [courseId, queries],
  );
  const [snapshot, send] = useFlowMachine('console.lessonVideo', machine, { input: { lessonId, video } });
  const { context } = snapshot;
  return {
    stage: snapshot.hasTag('uploading')
      ? ('uploading' as const)
      : snapshot.hasTag('unfinished')
        ? ('unfinished' as const)
        : snapshot.hasTag('processing')
          ? ('processing' as const)
          : snapshot.hasTag('busy')
            ? ('busy' as const)
            : ('settled' as const),
    video: context.video,
    fileName: context.fileName,
    sentPercent: sentPercent(context),
    error: context.error,
    pickFile: (file: File) => send({ type: 'user.pickFile', file }),
    cancel: () => send({ type: 'user.cancel' }),
    retry: () => send({ type: 'user.retry' }),
    /** The "take the video off?" question is open, or its answer is on its way. */
    confirmingDetach: snapshot.hasTag('confirmingDetach') || snapshot.hasTag('detaching'),
    detaching: snapshot.hasTag('detaching'),
    detach: () => send({ type: 'user.detach' }),
    confirmDetach: () => send({ type: 'user.confirmDetach' }),
    keepVideo: () => send({ type: 'user.cancel' }),
  };
}

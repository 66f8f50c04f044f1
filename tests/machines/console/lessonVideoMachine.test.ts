import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';
import {
  lessonVideoMachine,
  POLL_MS,
  sentPercent,
  type LessonVideoEvent,
  type LessonVideoRow,
  type PickedFile,
  type UnfinishedUpload,
} from '@machines/console';

const file: PickedFile = { name: '第一课.mp4', size: 1000 };
const row = (status: LessonVideoRow['status'], extra: Partial<LessonVideoRow> = {}): LessonVideoRow => ({
  videoId: 5,
  status,
  progress: 0,
  failureReason: '',
  kind: 'hls',
  originalName: '第一课.mp4',
  durationSec: 0,
  ...extra,
});

interface Answers {
  unfinished?: UnfinishedUpload | null;
  statuses?: (LessonVideoRow | null | Error)[];
  retry?: () => Promise<LessonVideoRow>;
  detach?: () => Promise<{ lessonId: number }>;
}

function start(video: LessonVideoRow | null, answers: Answers = {}) {
  const uploads: {
    input: { lessonId: number; file: PickedFile };
    report: (event: LessonVideoEvent) => void;
    stopped: boolean;
  }[] = [];
  const statuses = [...(answers.statuses ?? [])];
  const fetchStatus = vi.fn(async (): Promise<LessonVideoRow | null> => {
    const next = statuses.length > 1 ? statuses.shift()! : statuses[0]!;
    if (next instanceof Error) throw next;
    return next;
  });
  const retry = vi.fn(answers.retry ?? (async (_input: { videoId: number }) => row('uploaded')));
  const detach = vi.fn(answers.detach ?? (async (input: { lessonId: number }) => ({ lessonId: input.lessonId })));
  const machine = lessonVideoMachine.provide({
    actors: {
      findUnfinished: fromPromise(async () => answers.unfinished ?? null),
      upload: fromCallback<LessonVideoEvent, { lessonId: number; file: PickedFile }>(({ input, sendBack }) => {
        const upload = { input, report: sendBack, stopped: false };
        uploads.push(upload);
        return () => {
          upload.stopped = true;
        };
      }),
      fetchStatus: fromPromise(fetchStatus),
      retry: fromPromise(({ input }: { input: { videoId: number } }) => retry(input)),
      detach: fromPromise(({ input }: { input: { lessonId: number } }) => detach(input)),
    },
  });
  const actor = createActor(machine, { input: { lessonId: 12, video } }).start();
  return { actor, uploads, fetchStatus, retry, detach };
}

const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('a lesson video in the console', () => {
  it('shows a lesson without an unfinished upload as it stands', async () => {
    const { actor } = start(null);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await settle();
    expect(actor.getSnapshot().hasTag('settled')).toBe(true);
    expect(actor.getSnapshot().context.video).toBeNull();
  });

  it('uploads a picked file with its progress, then polls the transcode until the video is ready', async () => {
    const { actor, uploads, fetchStatus } = start(null, {
      statuses: [row('uploaded'), row('transcoding', { progress: 40 }), row('ready', { progress: 100, durationSec: 2 })],
    });
    await settle();
    actor.send({ type: 'user.pickFile', file });
    expect(actor.getSnapshot().hasTag('uploading')).toBe(true);
    expect(uploads[0]!.input).toEqual({ lessonId: 12, file });
    uploads[0]!.report({ type: 'upload.progress', sent: 250, total: 1000 });
    expect(sentPercent(actor.getSnapshot().context)).toBe(25);

    uploads[0]!.report({ type: 'upload.done' });
    expect(actor.getSnapshot().hasTag('processing')).toBe(true);
    await settle();
    expect(actor.getSnapshot().context.video?.status).toBe('uploaded');
    await vi.advanceTimersByTimeAsync(POLL_MS);
    expect(actor.getSnapshot().context.video).toMatchObject({ status: 'transcoding', progress: 40 });
    await vi.advanceTimersByTimeAsync(POLL_MS);
    expect(actor.getSnapshot().hasTag('settled')).toBe(true);
    expect(actor.getSnapshot().context.video).toMatchObject({ status: 'ready', durationSec: 2 });
    await vi.advanceTimersByTimeAsync(POLL_MS * 3);
    expect(fetchStatus).toHaveBeenCalledTimes(3);
  });

  it('offers to continue an upload a reload interrupted, at the share already sent', async () => {
    const { actor, uploads } = start(null, { unfinished: { fileName: '第一课.mp4', sent: 600, total: 1000 } });
    await settle();
    expect(actor.getSnapshot().hasTag('unfinished')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ fileName: '第一课.mp4' });
    expect(sentPercent(actor.getSnapshot().context)).toBe(60);
    actor.send({ type: 'user.pickFile', file });
    expect(uploads).toHaveLength(1);
  });

  it('keeps what was sent when an upload is cancelled or fails, and tries again on the next pick', async () => {
    const { actor, uploads } = start(null);
    await settle();
    actor.send({ type: 'user.pickFile', file });
    uploads[0]!.report({ type: 'upload.progress', sent: 300, total: 1000 });
    actor.send({ type: 'user.cancel' });
    expect(uploads[0]!.stopped).toBe(true);
    expect(actor.getSnapshot().hasTag('unfinished')).toBe(true);
    expect(sentPercent(actor.getSnapshot().context)).toBe(30);

    actor.send({ type: 'user.pickFile', file });
    uploads[1]!.report({ type: 'upload.failed', message: '网络中断' });
    expect(actor.getSnapshot().hasTag('unfinished')).toBe(true);
    expect(actor.getSnapshot().context.error).toBe('网络中断');
    actor.send({ type: 'user.pickFile', file });
    expect(actor.getSnapshot().hasTag('uploading')).toBe(true);
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('polls a video that is already transcoding when the page opens, and keeps polling through a failed poll', async () => {
    const { actor, fetchStatus } = start(row('transcoding', { progress: 10 }), {
      statuses: [new Error('网络错误'), row('failed', { failureReason: '文件里没有视频画面' })],
    });
    expect(actor.getSnapshot().hasTag('processing')).toBe(true);
    await settle();
    expect(actor.getSnapshot().context.video?.progress).toBe(10);
    await vi.advanceTimersByTimeAsync(POLL_MS);
    expect(fetchStatus).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().hasTag('settled')).toBe(true);
    expect(actor.getSnapshot().context.video?.failureReason).toBe('文件里没有视频画面');
  });

  it('retries a failed transcode and follows it again; a refused retry says why', async () => {
    const failed = row('failed', { failureReason: '转码没有完成' });
    const { actor, retry } = start(failed, { statuses: [row('ready')] });
    await settle();
    actor.send({ type: 'user.retry' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await settle();
    expect(retry).toHaveBeenCalledWith({ videoId: 5 });
    expect(actor.getSnapshot().hasTag('settled')).toBe(true);
    expect(actor.getSnapshot().context.video?.status).toBe('ready');

    const refused = start(failed, { retry: async () => Promise.reject(new Error('只有转码失败的视频可以重试')) });
    await settle();
    refused.actor.send({ type: 'user.retry' });
    await settle();
    expect(refused.actor.getSnapshot().hasTag('settled')).toBe(true);
    expect(refused.actor.getSnapshot().context.error).toBe('只有转码失败的视频可以重试');
  });

  it('does not retry a video that has not failed', async () => {
    const { actor, retry } = start(row('ready'));
    await settle();
    actor.send({ type: 'user.retry' });
    expect(actor.getSnapshot().hasTag('settled')).toBe(true);
    expect(retry).not.toHaveBeenCalled();
  });

  it('takes the video off the lesson once confirmed, and then shows the lesson without one', async () => {
    const { actor, detach } = start(row('ready', { durationSec: 754 }));
    await settle();
    actor.send({ type: 'user.detach' });
    expect(actor.getSnapshot().hasTag('confirmingDetach')).toBe(true);
    expect(detach).not.toHaveBeenCalled();
    actor.send({ type: 'user.confirmDetach' });
    expect(actor.getSnapshot().hasTag('detaching')).toBe(true);
    await settle();
    expect(detach).toHaveBeenCalledWith({ lessonId: 12 });
    expect(actor.getSnapshot().hasTag('settled')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ video: null, error: null });
    // Nothing left to take off.
    actor.send({ type: 'user.detach' });
    expect(actor.getSnapshot().hasTag('settled')).toBe(true);
  });

  it('keeps the video when the question is dismissed, and a failed one can be taken off too', async () => {
    const failed = row('failed', { failureReason: '文件里没有视频画面' });
    const { actor, detach } = start(failed);
    await settle();
    actor.send({ type: 'user.detach' });
    actor.send({ type: 'user.cancel' });
    expect(actor.getSnapshot().hasTag('settled')).toBe(true);
    expect(actor.getSnapshot().context.video).toEqual(failed);
    actor.send({ type: 'user.detach' });
    actor.send({ type: 'user.confirmDetach' });
    await settle();
    expect(detach).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.video).toBeNull();
  });

  it('keeps the video and shows the server’s message when taking it off is refused', async () => {
    const ready = row('ready');
    const { actor } = start(ready, { detach: async () => Promise.reject(new Error('这个课时没有视频')) });
    await settle();
    actor.send({ type: 'user.detach' });
    actor.send({ type: 'user.confirmDetach' });
    await settle();
    expect(actor.getSnapshot().hasTag('settled')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ video: ready, error: '这个课时没有视频' });
    // Asking again clears the old refusal.
    actor.send({ type: 'user.detach' });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('does not offer to take off a video that is not there or still being processed', async () => {
    const none = start(null);
    await settle();
    none.actor.send({ type: 'user.detach' });
    expect(none.actor.getSnapshot().hasTag('settled')).toBe(true);

    const transcoding = start(row('transcoding', { progress: 20 }), { statuses: [row('transcoding', { progress: 30 })] });
    await settle();
    transcoding.actor.send({ type: 'user.detach' });
    expect(transcoding.actor.getSnapshot().hasTag('processing')).toBe(true);
    expect(none.detach).not.toHaveBeenCalled();
    expect(transcoding.detach).not.toHaveBeenCalled();
  });
});

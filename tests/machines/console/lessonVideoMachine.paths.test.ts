import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, type AnyMachineSnapshot } from 'xstate';
import { lessonVideoMachine, POLL_MS, type LessonVideoEvent, type LessonVideoRow, type PickedFile } from '@machines/console';
import {
  callDone,
  callError,
  pathsByStart,
  replayPaths,
  restingLeafIds,
  visitedLeafIds,
  withDeskCalls,
  type CallDesk,
  type ModelEvent,
  useFakeClock,
  snapshotView,
} from '../sms/pathReplay';

const LOOKING_BACK = 'lessonVideo.lookingBack';
const ASKING = 'lessonVideo.processing.asking';
const RETRYING = 'lessonVideo.retrying';
const DETACHING = 'lessonVideo.detaching';

const file: PickedFile = { name: '第一课.mp4', size: 1000 };
const row = (status: LessonVideoRow['status'], progress = 0): LessonVideoRow => ({
  videoId: 5,
  status,
  progress,
  failureReason: status === 'failed' ? '转码失败：不支持的编码' : '',
  kind: 'hls',
  originalName: file.name,
  durationSec: status === 'ready' ? 1260 : 0,
});

/** A lesson without a video, one whose video is still being transcoded, one whose transcode failed, and a ready one. */
const starts = {
  'no video': { lessonId: 12, video: null },
  'a video being transcoded': { lessonId: 12, video: row('transcoding', 40) },
  'a failed video': { lessonId: 12, video: row('failed') },
  'a ready video': { lessonId: 12, video: row('ready') },
};

const noAnswer = new Error('网络连接失败');

const events: ModelEvent[] = [
  { type: 'user.pickFile', file },
  { type: 'user.cancel' },
  { type: 'user.retry' },
  { type: 'user.detach' },
  { type: 'user.confirmDetach' },
  callDone(lessonVideoMachine, LOOKING_BACK, { fileName: file.name, sent: 400, total: file.size }),
  callDone(lessonVideoMachine, LOOKING_BACK, null),
  callError(lessonVideoMachine, LOOKING_BACK, noAnswer),
  callDone(lessonVideoMachine, ASKING, row('transcoding', 60)),
  callDone(lessonVideoMachine, ASKING, row('ready')),
  callDone(lessonVideoMachine, ASKING, row('failed')),
  callDone(lessonVideoMachine, ASKING, null),
  callError(lessonVideoMachine, ASKING, noAnswer),
  { type: 'xstate.after.poll.lessonVideo.processing.waiting' },
  callDone(lessonVideoMachine, RETRYING, row('uploaded')),
  callError(lessonVideoMachine, RETRYING, new Error('该视频不能重试')),
  callDone(lessonVideoMachine, DETACHING, { lessonId: 12 }),
  callError(lessonVideoMachine, DETACHING, new Error('这个课时没有视频')),
];

/** What the uploader reports; it can report only while the upload runs. */
const uploaderReports: ModelEvent[] = [
  { type: 'upload.progress', sent: 400, total: file.size },
  { type: 'upload.done' },
  { type: 'upload.failed', message: '网络中断，已上传的部分会保留' },
];
const eventsIn = (snapshot: AnyMachineSnapshot) => (snapshot.matches('uploading') ? [...events, ...uploaderReports] : events);

const view = snapshotView();

const byStart = pathsByStart(lessonVideoMachine, starts, { events: eventsIn, view });

/** The upload as the console runs it: a child that reports back; the replay makes it report. */
function startWithUploader(input: (typeof starts)[keyof typeof starts], desk: CallDesk) {
  const uploads: Array<{ file: PickedFile; report: (event: LessonVideoEvent) => void; running: boolean }> = [];
  const machine = withDeskCalls(lessonVideoMachine, desk, ['findUnfinished', 'fetchStatus', 'retry', 'detach']).provide({
    actors: {
      upload: fromCallback<LessonVideoEvent, { lessonId: number; file: PickedFile }>(({ input: call, sendBack }) => {
        const upload = { file: call.file, report: sendBack, running: true };
        uploads.push(upload);
        return () => {
          upload.running = false;
        };
      }),
    },
  });
  return { actor: createActor(machine, { input }).start(), uploads };
}

useFakeClock();

describe('lesson video machine paths', () => {
  it('reaches every state of a lesson video from the four kinds of lesson', () => {
    const visited = byStart.flatMap(([, , paths]) => visitedLeafIds(lessonVideoMachine, paths));
    expect([...new Set(visited)].sort()).toEqual(restingLeafIds(lessonVideoMachine));
  });

  it.each(byStart)(
    'replays every shortest path for a lesson with %s, the uploader reporting and the polls on a fake clock',
    async (_name, input, paths) => {
      expect(paths.length).toBeGreaterThan(5);
      let uploads: ReturnType<typeof startWithUploader>['uploads'] = [];
      await replayPaths(
        paths,
        (desk) => {
          const run = startWithUploader(input, desk);
          uploads = run.uploads;
          // One upload at most is running, and only while the machine is uploading.
          const ended = (path: (typeof paths)[number]) =>
            expect(uploads.filter((upload) => upload.running).length).toBe(path.state.matches('uploading') ? 1 : 0);
          return { actor: run.actor, ended };
        },
        {
          view,
          delays: { poll: POLL_MS },
          stimulate: async (event) => {
            if (!event.type.startsWith('upload.')) return false;
            const running = uploads.filter((upload) => upload.running);
            expect(running).toHaveLength(1);
            expect(running[0]?.file).toEqual(file);
            running[0]?.report(event as LessonVideoEvent);
            await vi.advanceTimersByTimeAsync(0);
            return true;
          },
        },
      );
    },
  );
});

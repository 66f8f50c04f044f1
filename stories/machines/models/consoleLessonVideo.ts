import type { InputFrom } from 'xstate';
import { lessonVideoMachine, type LessonVideoRow, type PickedFile } from '@machines/console';
import { named, type MachineModel } from '../graph/machineModel';
import { invokeIdIn, noAnswer } from './samples';

const LOOKING_BACK = invokeIdIn(lessonVideoMachine, 'lessonVideo.lookingBack');
const ASKING = invokeIdIn(lessonVideoMachine, 'lessonVideo.processing.asking');
const RETRYING = invokeIdIn(lessonVideoMachine, 'lessonVideo.retrying');
const DETACHING = invokeIdIn(lessonVideoMachine, 'lessonVideo.detaching');

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

/** A lesson without a video yet. */
const input: InputFrom<typeof lessonVideoMachine> = { lessonId: 12, video: null };

/**
 * A lesson's video in the console: an unfinished upload looked for, the file uploaded (the uploader's reports
 * are events here), the transcode polled every 3 s, a failed one retried, a video taken off the lesson.
 */
export const lessonVideoModel: MachineModel = {
  machine: lessonVideoMachine,
  input,
  events: [
    named(file.name, { type: 'user.pickFile', file }),
    { type: 'user.cancel' },
    { type: 'user.retry' },
    { type: 'user.detach' },
    { type: 'user.confirmDetach' },
    named('40% sent before', {
      type: `xstate.done.actor.${LOOKING_BACK}`,
      output: { fileName: file.name, sent: 400, total: file.size },
    }),
    named('none unfinished', { type: `xstate.done.actor.${LOOKING_BACK}`, output: null }),
    named('网络连接失败', { type: `xstate.error.actor.${LOOKING_BACK}`, error: noAnswer }),
    named('transcoding 60%', { type: `xstate.done.actor.${ASKING}`, output: row('transcoding', 60) }),
    named('ready', { type: `xstate.done.actor.${ASKING}`, output: row('ready') }),
    named('transcode failed', { type: `xstate.done.actor.${ASKING}`, output: row('failed') }),
    named('no video', { type: `xstate.done.actor.${ASKING}`, output: null }),
    named('网络连接失败', { type: `xstate.error.actor.${ASKING}`, error: noAnswer }),
    { type: 'xstate.after.poll.lessonVideo.processing.waiting' },
    named('uploaded again', { type: `xstate.done.actor.${RETRYING}`, output: row('uploaded') }),
    named('该视频不能重试', { type: `xstate.error.actor.${RETRYING}`, error: new Error('该视频不能重试') }),
    named('taken off', { type: `xstate.done.actor.${DETACHING}`, output: { lessonId: 12 } }),
    named('这个课时没有视频', { type: `xstate.error.actor.${DETACHING}`, error: new Error('这个课时没有视频') }),
    // What the uploader reports while the upload runs.
    named('40%', { type: 'upload.progress', sent: 400, total: file.size }),
    { type: 'upload.done' },
    named('网络中断', { type: 'upload.failed', message: '网络中断，已上传的部分会保留' }),
  ],
};

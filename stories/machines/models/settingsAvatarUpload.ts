import {
  AVATAR_MAX_BYTES,
  avatarUploadMachine,
  type AvatarPhoto,
  type AvatarUploadContext,
  type ImageInspection,
  type SaveAvatarAnswer,
  type UploadAvatarAnswer,
} from '@machines/settings';
import { named, type MachineModel } from '../graph/machineModel';
import { labelledFile, noAnswer } from './samples';

const photo: AvatarPhoto = { qiniuUrl: '/api/upload/files/', photoUrl: '20260301/0a1b2c.png' };
const answers = {
  png: { type: 'image/png' },
  notImage: { type: null },
  uploaded: { status: 1, message: '', appData: photo },
  uploadRefused: { status: 0, message: '上传凭证无效或已过期，请重新获取', appData: null },
  saved: { status: 1, message: '资料已保存', appData: photo },
  saveRefused: { status: 0, message: '服务器繁忙，请稍后再试', appData: null },
} satisfies Record<string, ImageInspection | UploadAvatarAnswer | SaveAvatarAnswer>;

const pngBytes = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];
const files = {
  'me.png': labelledFile('png', [new Uint8Array(pngBytes)], 'me.png', 'image/png'),
  'moving.gif': labelledFile('gif', ['GIF89a'], 'moving.gif', 'image/gif'),
  'huge.jpg (over 2 MB)': labelledFile('huge', [new Uint8Array(AVATAR_MAX_BYTES + 1)], 'huge.jpg', 'image/jpeg'),
  'empty.webp': labelledFile('empty', [], 'empty.webp', 'image/webp'),
};

/** A new profile picture: checked in the browser, its bytes inspected, uploaded, then saved to the account. */
export const avatarUploadModel: MachineModel = {
  machine: avatarUploadMachine,
  events: [
    ...Object.entries(files).map(([name, file]) => named(name, { type: 'user.pick', file })),
    { type: 'user.retry' },
    named('a PNG', { type: 'xstate.done.actor.inspectImage', output: answers.png }),
    named('not a picture', { type: 'xstate.done.actor.inspectImage', output: answers.notImage }),
    named('请求超时', { type: 'xstate.error.actor.inspectImage', error: noAnswer }),
    named('uploaded', { type: 'xstate.done.actor.upload', output: answers.uploaded }),
    named('上传凭证无效', { type: 'xstate.done.actor.upload', output: answers.uploadRefused }),
    named('请求超时', { type: 'xstate.error.actor.upload', error: noAnswer }),
    named('资料已保存', { type: 'xstate.done.actor.saveAvatar', output: answers.saved }),
    named('服务器繁忙', { type: 'xstate.done.actor.saveAvatar', output: answers.saveRefused }),
    named('请求超时', { type: 'xstate.error.actor.saveAvatar', error: noAnswer }),
  ],
  // A file is told apart by its label: the object itself writes as `{}`.
  view: (snapshot) => {
    const { file, ...context } = snapshot.context as AvatarUploadContext;
    const label = file ? (file as File & { label?: string }).label : null;
    return { value: snapshot.value, status: snapshot.status, context: { ...context, file: label } };
  },
};

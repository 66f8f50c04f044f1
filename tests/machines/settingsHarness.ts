import { vi } from 'vitest';
import { createActor, type AnyStateMachine } from 'xstate';
import {
  avatarUploadMachine,
  bindPhoneMachine,
  changePasswordMachine,
  resetPasswordMachine,
  type AvatarFileInput,
  type AvatarPhoto,
  type BindPhoneAnswer,
  type BindPhoneCallInput,
  type BindPhoneInput,
  type ChangePasswordAnswer,
  type ChangePasswordCallInput,
  type ImageInspection,
  type ResetPasswordAnswer,
  type ResetPasswordCallInput,
  type ResetPasswordInput,
  type SaveAvatarAnswer,
  type UploadAvatarAnswer,
} from '@machines/settings';
import { codeRegionIn, plainSenderDrive, plainSenderReports, replaySmsFlowPaths, senderReport } from './shared/smsFlowReplay';
import { smsWithDesk } from './sms/harness';
import { createCallDesk, type CallDesk, type ModelEvent, type ModelPath, type ReplayOptions } from './sms/pathReplay';

export const currentPhone = '13800138000';
export const newPhone = '13912345678';
export const bindInput: BindPhoneInput = { currentPhone, captchaSeed: 'seed' };
export const resetInput: ResetPasswordInput = { phone: currentPhone, captchaSeed: 'seed' };

export const bindAnswers = {
  accepted: { status: 1, message: '手机号已更换', appData: { phone: newPhone } },
  refused: { status: 0, message: '验证码错误，还可尝试 4 次', appData: null },
} satisfies Record<string, BindPhoneAnswer>;

export const resetAnswers = {
  accepted: { status: 1, message: '密码已重置，请重新登录', appData: null },
  refused: { status: 0, message: '验证码已失效，请重新获取', appData: null },
} satisfies Record<string, ResetPasswordAnswer>;

export const changeAnswers = {
  accepted: { status: 1, message: '密码已修改', appData: null },
  wrongOld: { status: 0, message: '原密码错误', appData: null },
} satisfies Record<string, ChangePasswordAnswer>;

export const photo: AvatarPhoto = { qiniuUrl: '/api/upload/files/', photoUrl: '20260301/0a1b2c.png' };
export const avatarAnswers = {
  png: { type: 'image/png' },
  notImage: { type: null },
  uploaded: { status: 1, message: '', appData: photo },
  uploadRefused: { status: 0, message: '上传凭证无效或已过期，请重新获取', appData: null },
  saved: { status: 1, message: '资料已保存', appData: photo },
  saveRefused: { status: 0, message: '服务器繁忙，请稍后再试', appData: null },
} satisfies Record<string, ImageInspection | UploadAvatarAnswer | SaveAvatarAnswer>;

const pngBytes = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];

/**
 * Files labelled by an own field: path events are told apart by their JSON, and a File alone writes as `{}`.
 */
export function labelledFile(label: string, parts: BlobPart[], name: string, type: string): File {
  return Object.assign(new File(parts, name, { type }), { label });
}

export const files = {
  png: labelledFile('png', [new Uint8Array(pngBytes)], 'me.png', 'image/png'),
  gif: labelledFile('gif', ['GIF89a'], 'moving.gif', 'image/gif'),
  huge: labelledFile('huge', [new Uint8Array(2 * 1024 * 1024 + 1)], 'huge.jpg', 'image/jpeg'),
  empty: labelledFile('empty', [], 'empty.webp', 'image/webp'),
};

/** Errors carry an enumerable field so the graph tells the two rejections apart. */
export const noAnswer = Object.assign(new Error('请求超时'), { cause: 'timeout' });
export const silentFailure = { cause: 'aborted' };

export function bindPhoneWithDesk(desk: CallDesk) {
  const sms = smsWithDesk(desk);
  const effects = { userUpdated: vi.fn(), smsToast: sms.effects.toast, smsWarn: sms.effects.warn };
  const machine = bindPhoneMachine.provide({
    actors: { bindPhone: desk.actor<BindPhoneAnswer, BindPhoneCallInput>('bindPhone'), smsCountdown: sms.machine },
    actions: { userUpdated: (_, params) => effects.userUpdated(params) },
  });
  return { machine, effects };
}

export function startBindPhone(input: BindPhoneInput = bindInput) {
  const desk = createCallDesk();
  const { machine, effects } = bindPhoneWithDesk(desk);
  return { actor: createActor(machine, { input }).start(), desk, effects };
}

export function resetPasswordWithDesk(desk: CallDesk) {
  const sms = smsWithDesk(desk);
  const effects = { passwordReset: vi.fn(), smsToast: sms.effects.toast, smsWarn: sms.effects.warn };
  const machine = resetPasswordMachine.provide({
    actors: {
      resetPassword: desk.actor<ResetPasswordAnswer, ResetPasswordCallInput>('resetPassword'),
      smsCountdown: sms.machine,
    },
    actions: { passwordReset: () => effects.passwordReset() },
  });
  return { machine, effects };
}

export function startResetPassword(input: ResetPasswordInput = resetInput) {
  const desk = createCallDesk();
  const { machine, effects } = resetPasswordWithDesk(desk);
  return { actor: createActor(machine, { input }).start(), desk, effects };
}

export function changePasswordWithDesk(desk: CallDesk) {
  const effects = { passwordChanged: vi.fn() };
  const machine = changePasswordMachine.provide({
    actors: { changePassword: desk.actor<ChangePasswordAnswer, ChangePasswordCallInput>('changePassword') },
    actions: { passwordChanged: () => effects.passwordChanged() },
  });
  return { machine, effects };
}

export function startChangePassword() {
  const desk = createCallDesk();
  const { machine, effects } = changePasswordWithDesk(desk);
  return { actor: createActor(machine).start(), desk, effects };
}

export function avatarWithDesk(desk: CallDesk) {
  const effects = { userUpdated: vi.fn() };
  const machine = avatarUploadMachine.provide({
    actors: {
      inspectImage: desk.actor<ImageInspection, AvatarFileInput>('inspectImage'),
      upload: desk.actor<UploadAvatarAnswer, AvatarFileInput>('upload'),
      saveAvatar: desk.actor<SaveAvatarAnswer, AvatarPhoto>('saveAvatar'),
    },
    actions: { userUpdated: (_, params) => effects.userUpdated(params) },
  });
  return { machine, effects };
}

export function startAvatar() {
  const desk = createCallDesk();
  const { machine, effects } = avatarWithDesk(desk);
  return { actor: createActor(machine).start(), desk, effects };
}

/** The state of a settings flow's code region. */
export const codeRegionOf = codeRegionIn('active');

/** The reports the SMS sender can send from each state of a flow's code region, for a code to `mobilePhone`. */
export function senderMoves(mobilePhone: string): Record<string, ModelEvent[]> {
  return plainSenderReports((value) => senderReport(value, { mobilePhone, smsType: 4 }));
}

/**
 * Replays the paths of a settings flow that sends an SMS code (bind phone, reset password), its sender and
 * calls driven for real; `ended` checks the flow's effects once each path has been replayed.
 */
export async function replaySettingsSmsFlow<TEffects>(
  paths: readonly ModelPath[],
  flow: { withDesk: (desk: CallDesk) => { machine: AnyStateMachine; effects: TEffects }; input: unknown },
  view: ReplayOptions['view'],
  ended: (effects: TEffects, path: ModelPath) => void,
): Promise<void> {
  let effects: TEffects | undefined;
  await replaySmsFlowPaths(paths, {
    start: (desk) => {
      const run = flow.withDesk(desk);
      effects = run.effects;
      return createActor(run.machine, { input: flow.input }).start();
    },
    view,
    codeOf: codeRegionOf,
    drive: (desk, actor) => plainSenderDrive(desk, (event) => actor.send(event)),
    ended: (path) => ended(effects as TEffects, path),
  });
}

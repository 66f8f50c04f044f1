/**
 * A new avatar: the picture is checked, uploaded (qiniu/getuptoken, then the upload address) and saved
 * to the profile (webModifyUserInfo with qiniuUrl and photoUrl).
 *
 * States:
 * - idle (tag idle): nothing picked yet
 * - user.pick, from any state but the busy ones: a file of another type than JPEG, PNG or WEBP, empty or
 *   over 2 MB → rejected; otherwise → validating
 * - validating (tags validating, busy): inspectImage reads the first bytes; an accepted picture → uploading,
 *   anything else (or an unreadable file) → rejected with the problem notImage
 * - rejected (tag rejected): the problem (badType, empty, tooLarge, notImage) is in context; nothing was sent
 * - uploading (tags uploading, busy): upload answers status 1 with the stored address → saving; otherwise
 *   → failed with the message
 * - saving (tags saving, busy): saveAvatar answers status 1 → done with userUpdated({ changes }) giving the
 *   saved qiniuUrl and photoUrl; otherwise → failed
 * - done (tag done): the picture is the account's avatar
 * - failed (tag failed): user.retry repeats the save when the upload had worked, else the upload
 * User picks are ignored while validating, uploading or saving.
 *
 * Provided by the app: actors inspectImage, upload and saveAvatar; action userUpdated({ changes }).
 */
import { assign, setup } from 'xstate';
import { providedByApp } from '../shared/providedByApp';
import { failureText, isSuccess } from '../sms/answer';
import { avatarProblemOf, isAvatarType, type AvatarProblem } from './rules';
import type {
  AvatarFileInput,
  AvatarPhoto,
  AvatarUploadContext,
  AvatarUploadEvent,
  AvatarUploadTag,
  ImageInspection,
  SaveAvatarAnswer,
  UploadAvatarAnswer,
  UserChanges,
} from './types';

export const avatarUploadMachine = setup({
  types: {
    context: {} as AvatarUploadContext,
    events: {} as AvatarUploadEvent,
    tags: {} as AvatarUploadTag,
  },
  actors: {
    inspectImage: providedByApp<ImageInspection, AvatarFileInput>('inspectImage'),
    upload: providedByApp<UploadAvatarAnswer, AvatarFileInput>('upload'),
    saveAvatar: providedByApp<SaveAvatarAnswer, AvatarPhoto>('saveAvatar'),
  },
  actions: {
    userUpdated: (_, _params: { changes: UserChanges }) => {},

    takeFile: assign((_, params: { file: File }) => ({ file: params.file, problem: null, error: null, uploaded: null })),
    refuse: assign((_, params: { file: File; problem: AvatarProblem }) => ({
      file: params.file,
      problem: params.problem,
      error: null,
      uploaded: null,
    })),
    recordProblem: assign({ problem: (_, params: { problem: AvatarProblem }) => params.problem }),
    rememberUpload: assign({ uploaded: (_, params: { photo: AvatarPhoto }) => params.photo }),
    rememberSaved: assign({ saved: (_, params: { photo: AvatarPhoto }) => params.photo, uploaded: null }),
    recordError: assign({ error: (_, params: { message: string | null }) => params.message }),
    clearError: assign({ error: null }),
  },
  guards: {
    refused: (_, params: { file: File }) => avatarProblemOf(params.file) !== null,
    isAcceptedImage: (_, params: { inspection: ImageInspection }) => isAvatarType(params.inspection.type),
    accepted: (_, params: { answer: UploadAvatarAnswer | SaveAvatarAnswer }) =>
      isSuccess(params.answer) && params.answer.appData !== null,
    uploadKept: ({ context }) => context.uploaded !== null,
  },
}).createMachine({
  id: 'avatarUpload',
  context: { file: null, problem: null, error: null, uploaded: null, saved: null },
  initial: 'idle',
  on: {
    'user.pick': [
      {
        guard: { type: 'refused', params: ({ event }) => ({ file: event.file }) },
        target: '.rejected',
        actions: {
          type: 'refuse',
          params: ({ event }) => ({ file: event.file, problem: avatarProblemOf(event.file) ?? 'badType' }),
        },
      },
      { target: '.validating', actions: { type: 'takeFile', params: ({ event }) => ({ file: event.file }) } },
    ],
  },
  states: {
    idle: { tags: ['idle'] },
    validating: {
      tags: ['validating', 'busy'],
      on: { 'user.pick': {} },
      invoke: {
        id: 'inspectImage',
        src: 'inspectImage',
        input: ({ context }) => ({ file: context.file as File }),
        onDone: [
          {
            guard: { type: 'isAcceptedImage', params: ({ event }) => ({ inspection: event.output }) },
            target: 'uploading',
          },
          { target: 'rejected', actions: { type: 'recordProblem', params: { problem: 'notImage' } } },
        ],
        onError: { target: 'rejected', actions: { type: 'recordProblem', params: { problem: 'notImage' } } },
      },
    },
    rejected: { tags: ['rejected'] },
    uploading: {
      tags: ['uploading', 'busy'],
      on: { 'user.pick': {} },
      invoke: {
        id: 'upload',
        src: 'upload',
        input: ({ context }) => ({ file: context.file as File }),
        onDone: [
          {
            guard: { type: 'accepted', params: ({ event }) => ({ answer: event.output }) },
            target: 'saving',
            actions: { type: 'rememberUpload', params: ({ event }) => ({ photo: event.output.appData as AvatarPhoto }) },
          },
          { target: 'failed', actions: { type: 'recordError', params: ({ event }) => ({ message: event.output.message }) } },
        ],
        onError: {
          target: 'failed',
          actions: { type: 'recordError', params: ({ event }) => ({ message: failureText(event.error) }) },
        },
      },
    },
    saving: {
      tags: ['saving', 'busy'],
      on: { 'user.pick': {} },
      invoke: {
        id: 'saveAvatar',
        src: 'saveAvatar',
        input: ({ context }) => context.uploaded as AvatarPhoto,
        onDone: [
          {
            guard: { type: 'accepted', params: ({ event }) => ({ answer: event.output }) },
            target: 'done',
            actions: [
              { type: 'rememberSaved', params: ({ event }) => ({ photo: event.output.appData as AvatarPhoto }) },
              { type: 'userUpdated', params: ({ event }) => ({ changes: { ...(event.output.appData as AvatarPhoto) } }) },
            ],
          },
          { target: 'failed', actions: { type: 'recordError', params: ({ event }) => ({ message: event.output.message }) } },
        ],
        onError: {
          target: 'failed',
          actions: { type: 'recordError', params: ({ event }) => ({ message: failureText(event.error) }) },
        },
      },
    },
    done: { tags: ['done'] },
    failed: {
      tags: ['failed'],
      on: {
        'user.retry': [
          { guard: 'uploadKept', target: 'saving', actions: 'clearError' },
          { target: 'uploading', actions: 'clearError' },
        ],
      },
    },
  },
});

export type AvatarUploadMachine = typeof avatarUploadMachine;

/** Every state of the flow, for stories and path tests. */
export const avatarUploadStateIds = [
  'avatarUpload.idle',
  'avatarUpload.validating',
  'avatarUpload.rejected',
  'avatarUpload.uploading',
  'avatarUpload.saving',
  'avatarUpload.done',
  'avatarUpload.failed',
] as const;
export type AvatarUploadStateId = (typeof avatarUploadStateIds)[number];

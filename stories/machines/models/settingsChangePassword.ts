import { changePasswordMachine, type ChangePasswordAnswer } from '@machines/settings';
import { named, type MachineModel } from '../graph/machineModel';
import { callFailures } from './samples';

const answers = {
  accepted: { status: 1, message: '密码已修改', appData: null },
  wrongOld: { status: 0, message: '原密码错误', appData: null },
} satisfies Record<string, ChangePasswordAnswer>;

/** Changing the password in the settings: the old one, a new one typed twice (never the old one again). */
export const changePasswordModel: MachineModel = {
  machine: changePasswordMachine,
  events: [
    { type: 'user.oldPasswordChanged', value: 'Demo@2026' },
    { type: 'user.newPasswordChanged', value: 'Newpass2026' },
    named('the old one again', { type: 'user.newPasswordChanged', value: 'Demo@2026' }),
    { type: 'user.confirmPasswordChanged', value: 'Newpass2026' },
    { type: 'user.submit' },
    { type: 'user.restart' },
    named('密码已修改', { type: 'xstate.done.actor.changePassword', output: answers.accepted }),
    named('原密码错误', { type: 'xstate.done.actor.changePassword', output: answers.wrongOld }),
    ...callFailures('changePassword'),
  ],
};

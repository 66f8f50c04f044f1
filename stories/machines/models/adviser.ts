import { adviserMachine, type AdviserAnswer, type AdviserInput } from '@machines/adviser';
import { named, type MachineModel } from '../graph/machineModel';
import { noAnswer } from './samples';

const input: AdviserInput = { appUUId: 'RS4001' };

const answers = {
  found: { status: 1, message: '', appData: { wechatAccount: 'xueban_teacher_li', wechatUrl: '/assets/advisers/li.png' } },
  none: { status: 1, message: '', appData: { wechatAccount: '', wechatUrl: '' } },
  refused: { status: 0, message: '暂无在岗顾问，请稍后再试', appData: null },
} satisfies Record<string, AdviserAnswer>;

/** The adviser dialog: shown, the lookup debounced, an adviser found or not, the WeChat id copied. */
export const adviserModel: MachineModel = {
  machine: adviserMachine,
  input,
  events: [
    { type: 'adviser.show' },
    named('for another student', { type: 'adviser.show', appUUId: 'RS4002' }),
    { type: 'adviser.hide' },
    { type: 'xstate.after.lookupDebounce.adviser.waiting' },
    named('adviser found', { type: 'xstate.done.actor.findAdviser', output: answers.found }),
    named('nobody assigned', { type: 'xstate.done.actor.findAdviser', output: answers.none }),
    named(answers.refused.message, { type: 'xstate.done.actor.findAdviser', output: answers.refused }),
    named('网络连接失败', { type: 'xstate.error.actor.findAdviser', error: noAnswer }),
    { type: 'user.retry' },
    { type: 'copy.succeeded' },
    { type: 'copy.failed' },
  ],
};

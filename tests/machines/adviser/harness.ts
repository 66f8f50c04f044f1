import { vi } from 'vitest';
import { createActor } from 'xstate';
import { adviserMachine, type AdviserAnswer, type AdviserInput, type FindAdviserInput } from '@machines/adviser';
import { createCallDesk, type CallDesk } from '../sms/pathReplay';

export const adviserAnswers = {
  found: { status: 1, message: '', appData: { wechatAccount: 'xueban_teacher_li', wechatUrl: '/assets/advisers/li.png' } },
  foundShort: { status: 1, message: '', appData: { wechatAccount: 'xb2024', wechatUrl: '/assets/advisers/wang.png' } },
  none: { status: 1, message: '', appData: { wechatAccount: '', wechatUrl: '' } },
  refused: { status: 0, message: '暂无在岗顾问，请稍后再试', appData: null },
} satisfies Record<string, AdviserAnswer>;

export function adviserWithDesk(desk: CallDesk) {
  const effects = { toast: vi.fn() };
  const machine = adviserMachine.provide({
    actors: { findAdviser: desk.actor<AdviserAnswer, FindAdviserInput>('findAdviser') },
    actions: { toast: (_, params) => effects.toast(params) },
  });
  return { machine, effects };
}

export function startAdviser(input: AdviserInput = { appUUId: 'RS4001' }) {
  const desk = createCallDesk();
  const { machine, effects } = adviserWithDesk(desk);
  const actor = createActor(machine, { input }).start();
  return { actor, desk, effects };
}

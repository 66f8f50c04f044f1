import { vi } from 'vitest';
import { createActor, type NonReducibleUnknown } from 'xstate';
import {
  gradeFlowMachine,
  type AcknowledgeUpgradeInput,
  type GradeFlowInput,
  type GradeSaveAnswer,
  type GradeSelectionAnswer,
  type SaveGradeInput,
} from '@machines/grade';
import { createCallDesk, type CallDesk } from '../sms/pathReplay';

export const inputs = {
  gradeUnset: { user: { rsNo: 'RS3001', isSetClass: 1, isClassUpgrade: 1 } },
  upgradePending: { user: { rsNo: 'RS3002', isSetClass: 2, isClassUpgrade: 1 } },
  settled: { user: { rsNo: 'RS3003', isSetClass: 2, isClassUpgrade: 2 } },
} satisfies Record<string, GradeFlowInput>;

export const groups = [
  { gradeName: '小学', grades: [{ name: '五年级' }, { name: '六年级' }] },
  { gradeName: '初中', grades: [{ name: '初一' }, { name: '初二' }, { name: '初三' }] },
];

export const gradeAnswers = {
  list: { status: 1, message: '', appData: { list: groups } },
  emptyList: { status: 1, message: '', appData: { list: [] } },
  listRefused: { status: 0, message: '年级数据加载失败', appData: null },
  saved: { status: 1, message: '保存成功', appData: null },
  refused: { status: 0, message: '年级设置失败，请稍后再试', appData: null },
} satisfies Record<string, GradeSelectionAnswer | GradeSaveAnswer>;

export function gradeFlowWithDesk(desk: CallDesk) {
  const effects = { warn: vi.fn(), userUpdated: vi.fn() };
  const machine = gradeFlowMachine.provide({
    actors: {
      loadGradeSelection: desk.actor<GradeSelectionAnswer, NonReducibleUnknown>('loadGradeSelection'),
      saveGrade: desk.actor<GradeSaveAnswer, SaveGradeInput>('saveGrade'),
      acknowledgeUpgrade: desk.actor<GradeSaveAnswer, AcknowledgeUpgradeInput>('acknowledgeUpgrade'),
    },
    actions: {
      warn: (_, params) => effects.warn(params),
      userUpdated: (_, params) => effects.userUpdated(params),
    },
  });
  return { machine, effects };
}

export function startGradeFlow(input: GradeFlowInput) {
  const desk = createCallDesk();
  const { machine, effects } = gradeFlowWithDesk(desk);
  const actor = createActor(machine, { input }).start();
  return { actor, desk, effects };
}

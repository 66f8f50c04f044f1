import { gradeFlowMachine, type GradeFlowInput, type GradeSaveAnswer, type GradeSelectionAnswer } from '@machines/grade';
import { named, type MachineModel } from '../graph/machineModel';
import { noAnswer } from './samples';

/** A student whose grade is not set yet, and one whose grade is set but the yearly upgrade not acknowledged. */
const gradeUnset: GradeFlowInput = { user: { rsNo: 'RS3001', isSetClass: 1, isClassUpgrade: 1 } };
const upgradePending: GradeFlowInput = { user: { rsNo: 'RS3002', isSetClass: 2, isClassUpgrade: 1 } };

const groups = [
  { gradeName: '小学', grades: [{ name: '五年级' }, { name: '六年级' }] },
  { gradeName: '初中', grades: [{ name: '初一' }, { name: '初二' }, { name: '初三' }] },
];

const answers = {
  list: { status: 1, message: '', appData: { list: groups } },
  emptyList: { status: 1, message: '', appData: { list: [] } },
  listRefused: { status: 0, message: '年级数据加载失败', appData: null },
  saved: { status: 1, message: '保存成功', appData: null },
  refused: { status: 0, message: '年级设置失败，请稍后再试', appData: null },
} satisfies Record<string, GradeSelectionAnswer | GradeSaveAnswer>;

const saving = (actor: string) => [
  named('保存成功', { type: `xstate.done.actor.${actor}`, output: answers.saved }),
  named('设置失败', { type: `xstate.done.actor.${actor}`, output: answers.refused }),
  named('网络连接失败', { type: `xstate.error.actor.${actor}`, error: noAnswer }),
];

/** Choosing a grade after a login, for a student without one: the list loaded, a grade saved. */
export const gradeFlowModel: MachineModel = {
  machine: gradeFlowMachine,
  input: gradeUnset,
  events: [
    { type: 'user.retry' },
    { type: 'user.gradePicked', gradeName: '初二' },
    named('a grade not in the list', { type: 'user.gradePicked', gradeName: '大一' }),
    { type: 'user.acknowledge' },
    named('grades', { type: 'xstate.done.actor.loadGradeSelection', output: answers.list }),
    named('no grades', { type: 'xstate.done.actor.loadGradeSelection', output: answers.emptyList }),
    named(answers.listRefused.message, { type: 'xstate.done.actor.loadGradeSelection', output: answers.listRefused }),
    named('网络连接失败', { type: 'xstate.error.actor.loadGradeSelection', error: noAnswer }),
    ...saving('saveGrade'),
    ...saving('acknowledgeUpgrade'),
  ],
};

/** The same flow for a student whose grade moved up a year: the notice acknowledged and saved. */
export const gradeUpgradeModel: MachineModel = { ...gradeFlowModel, input: upgradePending };

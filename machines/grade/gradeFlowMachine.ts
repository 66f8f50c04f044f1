/**
 * The grade checks run once a user is known (SPEC §4 'Grade flow on load').
 *
 * States:
 * - checking (transient): isSetClass 1 → choosingGrade; else isClassUpgrade 1 → upgradeNotice; else → done
 * - choosingGrade (tag gradeModal):
 *   - loading (tag loading): loadGradeSelection answers status 1 with groups → picking; otherwise → loadFailed
 *     (a warning with the server message on status 0)
 *   - loadFailed (tag loadFailed): user.retry → loading
 *   - picking: user.gradePicked with a grade of the list → savingGrade
 * - savingGrade (tags gradeModal, saving): saveGrade status 1 → done with userUpdated({ isSetClass: 2 });
 *   otherwise back to picking (a warning with the server message on status 0)
 * - upgradeNotice (tag upgradeNotice): user.acknowledge → acknowledgingUpgrade
 * - acknowledgingUpgrade (tags upgradeNotice, acknowledging): acknowledgeUpgrade status 1 → done with
 *   userUpdated({ isClassUpgrade: 2 }); otherwise back to upgradeNotice (a warning on status 0)
 * - done (final): output { user } with the flags as they now are
 *
 * Provided by the app: actors loadGradeSelection (common/findGradeSelection), saveGrade
 * (userInfo/updateUserClass), acknowledgeUpgrade (updateUserClassUpgrade); actions warn({ message }) and
 * userUpdated({ changes }).
 */
import { assign, setup } from 'xstate';
import { providedByApp } from '../shared/providedByApp';
import { answerSucceeded, failureText, isSuccess, type ServerAnswer } from '../sms/answer';
import { GRADE_SET, GRADE_UPGRADE_NOTICE } from '@contract/vocabulary/grades';
import { firstGradeStep } from './rules';
import type {
  AcknowledgeUpgradeInput,
  GradeFlowContext,
  GradeFlowEvent,
  GradeFlowInput,
  GradeFlowTag,
  GradeSaveAnswer,
  GradeSelectionAnswer,
  GradeUser,
  GradeUserChanges,
  SaveGradeInput,
} from './types';

export const gradeFlowMachine = setup({
  types: {
    context: {} as GradeFlowContext,
    events: {} as GradeFlowEvent,
    input: {} as GradeFlowInput,
    tags: {} as GradeFlowTag,
    output: {} as { user: GradeUser },
  },
  actors: {
    loadGradeSelection: providedByApp<GradeSelectionAnswer>('loadGradeSelection'),
    saveGrade: providedByApp<GradeSaveAnswer, SaveGradeInput>('saveGrade'),
    acknowledgeUpgrade: providedByApp<GradeSaveAnswer, AcknowledgeUpgradeInput>('acknowledgeUpgrade'),
  },
  actions: {
    warn: (_, _params: { message: string }) => {},
    userUpdated: (_, _params: { changes: GradeUserChanges }) => {},

    rememberGroups: assign({ groups: (_, params: { answer: GradeSelectionAnswer }) => params.answer.appData?.list ?? [] }),
    rememberPick: assign({
      gradeName: ({ context, event }) => (event.type === 'user.gradePicked' ? event.gradeName : context.gradeName),
    }),
    updateUser: assign({
      user: ({ context }, params: { changes: GradeUserChanges }) => ({ ...context.user, ...params.changes }),
    }),
    clearError: assign({ error: null }),
    recordError: assign({ error: (_, params: { message: string | null }) => params.message }),
  },
  guards: {
    gradeUnset: ({ context }) => firstGradeStep(context.user) === 'choosingGrade',
    upgradePending: ({ context }) => firstGradeStep(context.user) === 'upgradeNotice',
    listHasGrades: (_, params: { answer: GradeSelectionAnswer }) =>
      isSuccess(params.answer) && (params.answer.appData?.list ?? []).some((group) => group.grades.length > 0),
    answerFailed: (_, params: { answer: ServerAnswer<unknown> }) => !isSuccess(params.answer),
    answerSucceeded,
    isOfferedGrade: ({ context, event }) =>
      event.type === 'user.gradePicked' &&
      context.groups.some((group) => group.grades.some((grade) => grade.name === event.gradeName)),
  },
}).createMachine({
  id: 'gradeFlow',
  context: ({ input }) => ({ user: input.user, groups: [], gradeName: null, error: null }),
  initial: 'checking',
  output: ({ context }) => ({ user: context.user }),
  states: {
    checking: {
      always: [
        { guard: 'gradeUnset', target: 'choosingGrade' },
        { guard: 'upgradePending', target: 'upgradeNotice' },
        { target: 'done' },
      ],
    },
    choosingGrade: {
      tags: ['gradeModal'],
      initial: 'loading',
      states: {
        loading: {
          tags: ['loading'],
          entry: 'clearError',
          invoke: {
            id: 'loadGradeSelection',
            src: 'loadGradeSelection',
            onDone: [
              {
                guard: { type: 'listHasGrades', params: ({ event }) => ({ answer: event.output }) },
                target: 'picking',
                actions: { type: 'rememberGroups', params: ({ event }) => ({ answer: event.output }) },
              },
              {
                guard: { type: 'answerFailed', params: ({ event }) => ({ answer: event.output }) },
                target: 'loadFailed',
                actions: [
                  { type: 'recordError', params: ({ event }) => ({ message: event.output.message }) },
                  { type: 'warn', params: ({ event }) => ({ message: event.output.message }) },
                ],
              },
              // Status 1 with no grade at all: nothing to pick, so the view offers a retry.
              { target: 'loadFailed' },
            ],
            onError: {
              target: 'loadFailed',
              actions: { type: 'recordError', params: ({ event }) => ({ message: failureText(event.error) }) },
            },
          },
        },
        loadFailed: {
          tags: ['loadFailed'],
          on: { 'user.retry': { target: 'loading' } },
        },
        picking: {
          on: {
            'user.gradePicked': {
              guard: 'isOfferedGrade',
              target: '#gradeFlow.savingGrade',
              actions: ['rememberPick', 'clearError'],
            },
          },
        },
      },
    },
    savingGrade: {
      tags: ['gradeModal', 'saving'],
      invoke: {
        id: 'saveGrade',
        src: 'saveGrade',
        input: ({ context }) => ({ appUUId: context.user.rsNo, gradeName: context.gradeName ?? '' }),
        onDone: [
          {
            guard: { type: 'answerSucceeded', params: ({ event }) => ({ answer: event.output }) },
            target: 'done',
            actions: [
              { type: 'updateUser', params: { changes: { isSetClass: GRADE_SET.done } } },
              { type: 'userUpdated', params: { changes: { isSetClass: GRADE_SET.done } } },
            ],
          },
          {
            target: '#gradeFlow.choosingGrade.picking',
            actions: [
              { type: 'recordError', params: ({ event }) => ({ message: event.output.message }) },
              { type: 'warn', params: ({ event }) => ({ message: event.output.message }) },
            ],
          },
        ],
        onError: {
          target: '#gradeFlow.choosingGrade.picking',
          actions: { type: 'recordError', params: ({ event }) => ({ message: failureText(event.error) }) },
        },
      },
    },
    upgradeNotice: {
      tags: ['upgradeNotice'],
      on: { 'user.acknowledge': { target: 'acknowledgingUpgrade', actions: 'clearError' } },
    },
    acknowledgingUpgrade: {
      tags: ['upgradeNotice', 'acknowledging'],
      invoke: {
        id: 'acknowledgeUpgrade',
        src: 'acknowledgeUpgrade',
        input: ({ context }) => ({ appUUId: context.user.rsNo }),
        onDone: [
          {
            guard: { type: 'answerSucceeded', params: ({ event }) => ({ answer: event.output }) },
            target: 'done',
            actions: [
              { type: 'updateUser', params: { changes: { isClassUpgrade: GRADE_UPGRADE_NOTICE.acknowledged } } },
              { type: 'userUpdated', params: { changes: { isClassUpgrade: GRADE_UPGRADE_NOTICE.acknowledged } } },
            ],
          },
          {
            target: 'upgradeNotice',
            actions: [
              { type: 'recordError', params: ({ event }) => ({ message: event.output.message }) },
              { type: 'warn', params: ({ event }) => ({ message: event.output.message }) },
            ],
          },
        ],
        onError: {
          target: 'upgradeNotice',
          actions: { type: 'recordError', params: ({ event }) => ({ message: failureText(event.error) }) },
        },
      },
    },
    done: { type: 'final' },
  },
});

export type GradeFlowMachine = typeof gradeFlowMachine;

/** Every state of the flow a user can see or end in, for stories and path tests. */
export const gradeFlowStateIds = [
  'gradeFlow.choosingGrade.loading',
  'gradeFlow.choosingGrade.loadFailed',
  'gradeFlow.choosingGrade.picking',
  'gradeFlow.savingGrade',
  'gradeFlow.upgradeNotice',
  'gradeFlow.acknowledgingUpgrade',
  'gradeFlow.done',
] as const;
export type GradeFlowStateId = (typeof gradeFlowStateIds)[number];

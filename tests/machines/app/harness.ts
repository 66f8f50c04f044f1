import { vi } from 'vitest';
import { createActor } from 'xstate';
import { appMachine, type AppInput, type AppRoute, type AppUser } from '@machines/app';

export const student: AppUser = { rsNo: 'RS1001', name: '李同学', phone: '13800000000', isSetClass: 2, isClassUpgrade: 2 };

export const routes = {
  news: { pathname: '/news', search: '', requiresAuth: false, area: 'desktop' },
  register: { pathname: '/register', search: '', requiresAuth: false, area: 'desktop' },
  order: { pathname: '/personal/order', search: '?page=2', requiresAuth: true, area: 'desktop' },
  video: { pathname: '/video', search: '?id=7', requiresAuth: true, area: 'desktop' },
  evaluationReport: { pathname: '/e/report', search: '?shareId=S1', requiresAuth: false, area: 'evaluation' },
  evaluationOrder: { pathname: '/e/order-detail', search: '?orderNo=9', requiresAuth: false, area: 'evaluation' },
} satisfies Record<string, AppRoute>;

/** The app machine with every effect recorded, as the app would supply them. */
export function startApp(input?: AppInput) {
  const effects = {
    navigate: vi.fn(),
    loadPage: vi.fn(),
    showToast: vi.fn(),
    persistUser: vi.fn(),
    clearPersistedUser: vi.fn(),
    persistSearchHistory: vi.fn(),
    clearEvaluationToken: vi.fn(),
    endServerSession: vi.fn(),
  };
  const machine = appMachine.provide({
    actions: {
      navigate: (_, params) => effects.navigate(params),
      loadPage: (_, params) => effects.loadPage(params),
      showToast: (_, params) => effects.showToast(params),
      persistUser: (_, params) => effects.persistUser(params),
      clearPersistedUser: (_, params) => effects.clearPersistedUser(params),
      persistSearchHistory: (_, params) => effects.persistSearchHistory(params),
      clearEvaluationToken: () => effects.clearEvaluationToken(),
      endServerSession: (_, params) => effects.endServerSession(params),
    },
  });
  const actor = createActor(machine, { input }).start();
  return { actor, effects };
}

export const loggedInInput: AppInput = { storedUser: { user: student, token: 'token-1' } };

import { appMachine, type AppContext, type AppInput, type AppRoute } from '@machines/app';
import { named, type MachineModel } from '../graph/machineModel';
import { student } from './samples';

const routes = {
  news: { pathname: '/news', search: '', requiresAuth: false, area: 'desktop' },
  order: { pathname: '/personal/order', search: '?page=2', requiresAuth: true, area: 'desktop' },
  evaluationOrder: { pathname: '/e/order-detail', search: '?orderNo=9', requiresAuth: false, area: 'evaluation' },
} satisfies Record<string, AppRoute>;

const input: AppInput = { route: routes.news };

/** The app's session and login dialog, from an anonymous visit to /news: the events that move them. */
export const appModel: MachineModel = {
  machine: appMachine,
  input,
  events: [
    named('to /news', { type: 'route.changed', route: routes.news }),
    named('to /personal/order (login needed)', { type: 'route.changed', route: routes.order }),
    named('to /e/order-detail', { type: 'route.changed', route: routes.evaluationOrder }),
    named('turned away from /video', { type: 'route.loginRequired', path: '/video?id=7' }),
    { type: 'notice.confirm' },
    { type: 'loginModal.open' },
    named('to SMS login', { type: 'loginModal.switch', modalType: 'sms' }),
    { type: 'loginModal.close' },
    named('王同学', { type: 'login.succeeded', user: student, token: 'token-9' }),
    { type: 'logout.request' },
    { type: 'logout.cancel' },
    { type: 'logout.confirm' },
    named('登录已失效', { type: 'session.expired', message: '登录已失效' }),
  ],
  // Every login counts one more: states are told apart by whether there was one, or the graph never ends.
  view: (snapshot) => {
    const context = snapshot.context as AppContext;
    return { value: snapshot.value, context: { ...context, loginCount: Math.min(context.loginCount, 1) } };
  },
};

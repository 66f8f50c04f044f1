import { promotionMachine, type Promotion, type PromotionInput } from '@machines/promotion';
import { named, type MachineModel } from '../graph/machineModel';
import { invokeIdIn, noAnswer } from './samples';

/** A visit that opened on the home page and has not logged in. */
const input: PromotionInput = { path: '/', loggedIn: false };
const winter: Promotion = { mainTitle: '寒假特训营', subtitle: '报名立减 200 元' };
const LOADING = invokeIdIn(promotionMachine, 'promotion.loading');

/** The promotion notice: shown once the visit has moved on to another eligible page and settled there. */
export const promotionModel: MachineModel = {
  machine: promotionMachine,
  input,
  events: [
    named('to / (eligible)', { type: 'page.changed', eligible: true, path: '/' }),
    named('to /course/list (eligible)', { type: 'page.changed', eligible: true, path: '/course/list' }),
    named('to a campaign (not eligible)', { type: 'page.changed', eligible: false, path: '/m/campaign/spring' }),
    { type: 'session.loggedIn' },
    { type: 'user.acknowledge' },
    { type: 'xstate.after.settle.promotion.settling' },
    named(winter.mainTitle, { type: `xstate.done.actor.${LOADING}`, output: winter }),
    named('no promotion', { type: `xstate.done.actor.${LOADING}`, output: null }),
    named('网络连接失败', { type: `xstate.error.actor.${LOADING}`, error: noAnswer }),
  ],
};

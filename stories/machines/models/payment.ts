import { paymentStatusMachine, type PaymentContext, type PaymentInput, type PayStatusAnswer } from '@machines/payment';
import { named, type MachineModel } from '../graph/machineModel';
import { noAnswer } from './samples';

const input: PaymentInput = {};

const unpaid: PayStatusAnswer = {
  status: 'unpaid',
  paid: false,
  paidAt: null,
  closesAt: '2026-11-25T10:30:00.000Z',
  attempt: 'pending',
  amount: 299,
};

const answer = (name: string, output: PayStatusAnswer) => named(name, { type: 'xstate.done.actor.checkStatus', output });

/** What the app's client throws when the server answers status 4: the session ended. */
const sessionEnded = Object.assign(new Error('登录已失效，请重新登录'), { status: 4 });

/** Waiting for an order to be paid: polls every 2 s, paused while the tab is hidden, given up after ten minutes. */
export const paymentModel: MachineModel = {
  machine: paymentStatusMachine,
  input,
  events: [
    { type: 'visibility.hidden' },
    { type: 'visibility.visible' },
    named('a new attempt', { type: 'payment.started' }),
    named('check again', { type: 'user.check' }),
    answer('unpaid', unpaid),
    answer('paid', {
      ...unpaid,
      status: 'paid',
      paid: true,
      paidAt: '2026-11-25T10:05:00.000Z',
      closesAt: null,
      attempt: 'none',
    }),
    answer('closed', { ...unpaid, status: 'cancelled', closesAt: null, attempt: 'none' }),
    answer('refunded', { ...unpaid, status: 'refunded', closesAt: null, attempt: 'none' }),
    answer('attempt failed', { ...unpaid, attempt: 'failed' }),
    answer('cancelled at the cashier', { ...unpaid, attempt: 'cancelled' }),
    named('网络连接失败', { type: 'xstate.error.actor.checkStatus', error: noAnswer }),
    named('登录已失效', { type: 'xstate.error.actor.checkStatus', error: sessionEnded }),
    { type: 'session.restored' },
    { type: 'xstate.after.pollInterval.payment.waiting.idle' },
    { type: 'xstate.after.maxWait.payment.waiting' },
  ],
  // The answers differ in dates only: what the page reads is whether the last check went unanswered and why an attempt failed.
  view: (snapshot) => {
    const { failedChecks, failure } = snapshot.context as PaymentContext;
    return { value: snapshot.value, status: snapshot.status, missed: failedChecks > 0, failure };
  },
};

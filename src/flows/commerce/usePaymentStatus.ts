import { useQueryClient } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useFlowActor } from '@/app/runtime/useFlowActor';
import { useEffect, useMemo } from 'react';
import { fromPromise } from 'xstate';
import * as evaluationOrders from '@contract/api/calls/evaluation/orders';
import * as userOrders from '@contract/api/calls/user/orders';
import { api } from '@/app/api';
import { useAppSelector } from '@/app/providers/appActorContext';
import { paymentStatusMachine, type PaymentView, type PayStatusAnswer } from '@machines/payment';
import { forgetOrderAnswers } from '@/app/api/orderAnswers';

export type PaymentKey = { orderNo: string } | { shareId: string };

/**
 * Runs the payment-status machine for one order: checks orders/isPaySuccess, pauses while the tab is
 * hidden and resumes when it comes back. Answers the view to draw and the machine's controls.
 */
export function usePaymentStatus(
  key: PaymentKey | null,
  options: {
    pollMs?: number;
    /** The evaluation area follows its orders with its own token. */ area?: 'main' | 'evaluation';
  } = {},
) {
  const evaluation = options.area === 'evaluation';
  const id = key ? ('orderNo' in key ? key.orderNo : key.shareId) : '';
  const field = key && 'orderNo' in key ? 'orderNo' : 'shareId';
  // One machine per order for the life of the page.
  const machine = useMemo(
    () =>
      paymentStatusMachine.provide({
        actors: {
          checkStatus: fromPromise(
            // Without an order there is nothing to ask about: the check simply never answers.
            () =>
              !id
                ? new Promise<PayStatusAnswer>(() => undefined)
                : evaluation
                  ? (api.call(evaluationOrders.payStatus, { orderNo: id }, { silent: true }) as Promise<PayStatusAnswer>)
                  : (api.call(userOrders.isPaySuccess, { [field]: id }, { silent: true }) as Promise<PayStatusAnswer>),
          ),
        },
      }),
    [evaluation, field, id],
  );
  const actor = useFlowActor('payment', machine, { input: { pollMs: options.pollMs } });

  useEffect(() => {
    const follow = () => actor.send({ type: document.visibilityState === 'hidden' ? 'visibility.hidden' : 'visibility.visible' });
    document.addEventListener('visibilitychange', follow);
    if (document.visibilityState === 'hidden') follow();
    return () => document.removeEventListener('visibilitychange', follow);
  }, [actor]);

  // The session ended while waiting: the machine stopped asking; it asks again once the family is back.
  const signedIn = useAppSelector((snapshot) => snapshot.context.user?.rsNo ?? null) !== null;
  useEffect(() => {
    if (signedIn) actor.send({ type: 'session.restored' });
  }, [actor, signedIn]);

  const view = useSelector(actor, (snapshot): Exclude<PaymentView, 'signedOut'> => {
    if (snapshot.hasTag('paid')) return 'paid';
    if (snapshot.hasTag('closed')) return 'closed';
    if (snapshot.hasTag('failed')) return 'failed';
    if (snapshot.hasTag('timedOut')) return 'timedOut';
    // Signed out, nothing is asked: the page shows it as paused until the family signs in again.
    if (snapshot.hasTag('paused') || snapshot.hasTag('signedOut')) return 'paused';
    return 'waiting';
  });

  // Paid or closed: every cached view of the order (lists, details, my courses, the purchase page) is stale.
  const queryClient = useQueryClient();
  const settled = view === 'paid' || view === 'closed';
  useEffect(() => {
    if (settled) forgetOrderAnswers(queryClient);
  }, [queryClient, settled]);
  const last = useSelector(actor, (snapshot) => snapshot.context.last);
  const failure = useSelector(actor, (snapshot) => snapshot.context.failure);
  const retrying = useSelector(actor, (snapshot) => snapshot.context.failedChecks > 0);

  return {
    view,
    last,
    failure,
    retrying,
    started: () => actor.send({ type: 'payment.started' }),
    checkAgain: () => actor.send({ type: 'user.check' }),
  };
}

import { useFlowActor } from '@/app/runtime/useFlowActor';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { promotionMachine, type PromotionMachine } from '@machines/promotion';
import { useAppSelector } from '@/app/providers/appActorContext';
import { useCurrentRoute } from '@/app/router/currentRoute';
import { promotionMayShowOn } from './promotionPlaces';
import { markPromotionSeen } from './promotionSeen';

const machine = promotionMachine.provide({
  actors: { loadPromotion: fromPromise(() => import('./promotionLoader').then((module) => module.loadPromotion())) },
  actions: { markSeen: (_, params) => markPromotionSeen(params.mainTitle) },
});

/**
 * Runs the promotion flow (machines/promotion) for the rest of the visit, which opened on `openingPath`: told
 * of every page change and of a login.
 */
export function usePromotion(openingPath: string): ActorRefFrom<PromotionMachine> {
  const loggedIn = useAppSelector((snapshot) => snapshot.context.loginCount > 0);
  const area = useCurrentRoute().area;
  const path = useLocation().pathname;
  const eligible = promotionMayShowOn(area, path);
  const promotion = useFlowActor('promotion', machine, { input: { path: openingPath, loggedIn } });
  useEffect(() => {
    promotion.send({ type: 'page.changed', eligible, path });
  }, [promotion, eligible, path]);
  useEffect(() => {
    if (loggedIn) promotion.send({ type: 'session.loggedIn' });
  }, [promotion, loggedIn]);
  return promotion;
}

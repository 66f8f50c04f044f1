import { routeGuardMachine, routeGuardSamples, type RouteGuardInput, type RouteGuardOutcome } from '@machines/routeGuard';
import type { MachineModel } from '../graph/machineModel';

/**
 * The route guard deciding one navigation. It takes no events: every state but the outcomes is left at once,
 * so a navigation rests in its outcome from the start and the input alone decides which (see `routeGuardFor`).
 */
export const routeGuardModel: MachineModel = {
  machine: routeGuardMachine,
  input: routeGuardSamples.shown satisfies RouteGuardInput,
  events: [],
};

/** The guard deciding the sample navigation that ends in `outcome`. */
export function routeGuardFor(outcome: RouteGuardOutcome): MachineModel {
  return { ...routeGuardModel, input: routeGuardSamples[outcome] };
}

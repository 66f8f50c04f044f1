export {
  decideRoute,
  routeGuardMachine,
  routeGuardStateIds,
  type RouteGuardMachine,
  type RouteGuardOutcome,
  type RouteGuardStateId,
} from './routeGuardMachine';
export * from './rules';
export { routeGuardSamples } from './samples';
export * from './types';

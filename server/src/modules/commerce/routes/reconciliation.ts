import type { FastifyBaseLogger } from 'fastify';
import * as calls from '../../../../../contract/api/schemas/admin/reconciliation';
import { type ApiRoute, route } from '../../../platform/plugins/define';
import type { AppDeps } from '../../../platform/plugins/deps';
import { commerceOf } from '../context';
import {
  beijingDay,
  billingProviders,
  handleLine,
  listRuns,
  type ReconcileContext,
  reconcileDay,
  runDetail,
} from '../reconciliation';

export function reconcileContextOf(deps: AppDeps, log?: FastifyBaseLogger): ReconcileContext {
  return { ...commerceOf(deps, log), billFiles: deps.config.payment.billFiles };
}

/** The console's reconciliation (/api/admin/v1/reconciliation/…), for finance (finance.reconcile). */
export const adminReconciliationRoutes: ApiRoute[] = [
  route(
    calls.reconciliationList,
    async ({ input, deps }) => ({
      ...(await listRuns(deps.db, input)),
      providers: billingProviders(deps.payments).map((entry) => entry.name),
      today: beijingDay(deps.now()),
    }),
    { permission: 'finance.reconcile' },
  ),
  route(calls.reconciliationDetail, ({ input, deps }) => runDetail(deps.db, input.runId), { permission: 'finance.reconcile' }),
  route(
    calls.reconciliationRun,
    async ({ input, deps, staff, request }) =>
      runDetail(deps.db, await reconcileDay(reconcileContextOf(deps, request.log), input.provider, input.day, staff.id)),
    { permission: 'finance.reconcile' },
  ),
  route(
    calls.reconciliationHandle,
    async ({ input, deps, staff }) =>
      runDetail(deps.db, await handleLine(deps.db, staff.id, input.lineId, input.note, deps.now())),
    { permission: 'finance.reconcile' },
  ),
];

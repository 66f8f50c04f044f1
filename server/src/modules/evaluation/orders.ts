import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { evaluationUsers } from '../../platform/db/schema';
import type { AppDeps } from '../../platform/plugins/deps';
import { accountForPhone } from '../campaign';
import { commerceOf, createOrder, orderDetail, payRequestContext, payStatus, startPayment } from '../commerce';
import type { PayDevice } from '../../../../contract/vocabulary/orders';
import type { AuthUser } from '../../platform/sessions/sessions';
import type { EvaluationAuthUser } from './sessions';

/*
 * The evaluation area sells the recommended course through the main site's checkout. Its orders belong to
 * the main-site account with the evaluation account's phone, which the first purchase opens when there is
 * none (as a campaign sign-in would): the course is then studied on the main site by signing in with that
 * phone. Every call here acts as that account, so the checkout's rules (server price, one unpaid order per
 * course, no buying an owned course, only one's own orders) hold unchanged.
 */

/** The main-site buyer behind an evaluation account. */
async function buyerOf(deps: Pick<AppDeps, 'db'>, user: EvaluationAuthUser): Promise<AuthUser> {
  const [account] = await deps.db
    .select({ phone: evaluationUsers.phone })
    .from(evaluationUsers)
    .where(eq(evaluationUsers.id, user.id));
  if (!account) throw new Error(`evaluation user ${user.id} has no row`);
  const buyer = await accountForPhone(deps.db, account.phone);
  // No main-site session stands behind these calls; the commerce services read only who the buyer is.
  return { id: buyer.id, rsNo: buyer.rsNo, phone: buyer.phone, name: buyer.name, gradeId: buyer.gradeId, sessionId: 0 };
}

export interface EvaluationOrderInput {
  courseId: number;
  receiverName: string;
  receiverPhone: string;
  receiverAddress: string;
  /** The delivery region from the picker; the checkout resolves it as the main site's purchase does. */
  receiverRegionId?: number | undefined;
}

export async function createEvaluationOrder(
  deps: Pick<AppDeps, 'config' | 'db' | 'metrics' | 'now' | 'payments'>,
  user: EvaluationAuthUser,
  input: EvaluationOrderInput,
  request: FastifyRequest,
) {
  const created = await createOrder(commerceOf(deps, request.log), await buyerOf(deps, user), {
    ...input,
    receiverRegionId: input.receiverRegionId ?? null,
    payMethod: 'alipay',
    remark: '',
  });
  return { orderNo: created.orderNo };
}

export async function payEvaluationOrder(
  deps: Pick<AppDeps, 'config' | 'db' | 'metrics' | 'now' | 'payments'>,
  user: EvaluationAuthUser,
  input: { orderNo: string; device: PayDevice },
  request: FastifyRequest,
) {
  return startPayment(
    commerceOf(deps, request.log),
    await buyerOf(deps, user),
    {
      channel: 'alipay',
      target: { orderNo: input.orderNo },
      device: input.device,
      returnPath: `/e/order-detail?orderNo=${encodeURIComponent(input.orderNo)}`,
    },
    payRequestContext(deps, request),
  );
}

export async function evaluationOrderDetail(
  deps: Pick<AppDeps, 'config' | 'db' | 'metrics' | 'now' | 'payments'>,
  user: EvaluationAuthUser,
  orderNo: string,
  request: FastifyRequest,
) {
  return orderDetail(commerceOf(deps, request.log), await buyerOf(deps, user), orderNo);
}

export async function evaluationPayStatus(
  deps: Pick<AppDeps, 'config' | 'db' | 'metrics' | 'now' | 'payments'>,
  user: EvaluationAuthUser,
  orderNo: string,
  request: FastifyRequest,
) {
  return payStatus(commerceOf(deps, request.log), await buyerOf(deps, user), { orderNo });
}

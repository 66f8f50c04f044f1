import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import type { PayMethod } from '../../../../contract/vocabulary/orders';
import * as pay from '../../../../contract/api/schemas/pay/payOrder';
import * as orders from '../../../../contract/api/schemas/user/orders';
import { createRsNo } from '../../../../server/src/platform/db/ids';
import { courseEnrollments, courses, users, zones } from '../../../../server/src/platform/db/schema';
import type { SandboxProvider } from '../../../../server/src/providers/payment';
import { hmacSign } from '../../../../server/src/providers/payment/signing';
import { createTestApp, type TestApp, type TestAppOptions } from '../../support/testApp';

export interface Buyer {
  id: number;
  phone: string;
  token: string;
}

export interface CommerceApp extends TestApp {
  sandbox: SandboxProvider;
  /** A new account with a session. */
  buyer(): Promise<Buyer>;
  /** A published paid course the user does not own, with or without printed material. */
  course(options?: {
    userId?: number;
    materials?: boolean;
    skip?: number;
  }): Promise<{ id: number; priceCents: number; title: string }>;
  /** Posts a form to the sandbox's notify endpoint as the sandbox would. */
  notify(fields: Record<string, string>): Promise<{ statusCode: number; body: string }>;
  enrolments(userId: number, courseId: number): Promise<number>;
  /** The seeded city or district of that name, as the delivery region picker sends it. */
  zoneId(name: string): Promise<number>;
}

let phoneSerial = 0;

/** The app with the sandbox provider, whose notifications travel through inject instead of the network. */
export async function createCommerceApp(options: TestAppOptions = {}): Promise<CommerceApp> {
  let app: FastifyInstance | null = null;
  const t = await createTestApp({
    ...options,
    build: {
      ...options.build,
      payment: {
        sandboxRetryDelaysMs: [0, 5, 10],
        sandboxDelivery: async (url, body, contentType) => {
          const answer = await app!.inject({
            method: 'POST',
            url: new URL(url).pathname,
            payload: body,
            headers: { 'content-type': contentType },
          });
          return { statusCode: answer.statusCode, body: answer.body };
        },
        ...options.build?.payment,
      },
    },
  });
  app = t.app;
  const sandbox = t.app.deps.payments.sandbox;
  if (!sandbox) throw new Error('这些测试需要沙箱支付');

  return {
    ...t,
    sandbox,
    async buyer() {
      phoneSerial += 1;
      const phone = `136${String(process.pid % 1000).padStart(3, '0')}${String(phoneSerial).padStart(5, '0')}`;
      const [row] = await t.db
        .insert(users)
        .values({ rsNo: createRsNo(), phone, passwordHash: 'not-used', name: '测试家长' })
        .returning();
      const { token } = await t.app.deps.sessions.issueSession(row!.id, `commerce-${phone}`);
      return { id: row!.id, phone, token };
    },
    async course({ userId, materials = false, skip = 0 } = {}) {
      const owned = userId
        ? sql`${courses.id} not in (select ${courseEnrollments.courseId} from ${courseEnrollments} where ${courseEnrollments.userId} = ${userId} and ${isNull(courseEnrollments.revokedAt)})`
        : sql`true`;
      const rows = await t.db
        .select({ id: courses.id, priceCents: courses.priceCents, title: courses.title })
        .from(courses)
        .where(and(eq(courses.isPublished, true), gt(courses.priceCents, 0), eq(courses.hasMaterials, materials), owned))
        .orderBy(asc(courses.id))
        .limit(skip + 1);
      const course = rows[skip];
      if (!course) throw new Error('没有可购买的课程');
      return course;
    },
    async notify(fields) {
      const answer = await t.app.inject({
        method: 'POST',
        url: '/api/pay/v1/notify/sandbox',
        payload: new URLSearchParams(fields).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      return { statusCode: answer.statusCode, body: answer.body };
    },
    async zoneId(name) {
      const [zone] = await t.db.select({ id: zones.id }).from(zones).where(eq(zones.name, name)).limit(1);
      if (!zone) throw new Error(`种子数据里没有地区 ${name}`);
      return zone.id;
    },
    enrolments: (userId, courseId) =>
      t.db.$count(
        courseEnrollments,
        and(eq(courseEnrollments.userId, userId), eq(courseEnrollments.courseId, courseId), isNull(courseEnrollments.revokedAt)),
      ),
  };
}

/**
 * The commerce app for the tests of the block it is called in: started before them, closed after. Starting
 * migrates and seeds a fresh database, which can take minutes on a busy machine.
 */
export function commerceAppForTests(options: TestAppOptions = {}): { readonly t: CommerceApp } {
  let app: CommerceApp | undefined;
  beforeAll(async () => {
    app = await createCommerceApp(options);
  }, 240_000);
  afterAll(async () => {
    await app?.close();
  });
  return {
    get t() {
      if (!app) throw new Error('the app starts in beforeAll');
      return app;
    },
  };
}

/** Signs sandbox notification fields with the given secret (the development one unless told). */
export function signSandbox(
  fields: Record<string, string>,
  secret = 'xueban-sandbox-development-secret',
): Record<string, string> {
  const unsigned = Object.fromEntries(Object.entries(fields).filter(([key]) => key !== 'sign'));
  return { ...unsigned, sign: hmacSign(unsigned, secret) };
}

/** Creates an order for a course and answers its number. */
export async function placeOrder(t: CommerceApp, buyer: Buyer, courseId: number, payMethod: PayMethod = 'alipay') {
  const created = await t.ok(orders.createOrder, { courseId, payMethod }, { token: buyer.token });
  return created;
}

/** Starts a payment and answers the sandbox trade number behind its cashier address. */
export async function startSandboxPayment(
  t: CommerceApp,
  buyer: Buyer,
  target: { orderNo: string } | { shareId: string },
  call: typeof pay.alipayPayOrder | typeof pay.weixinPayOrder | typeof pay.shareWeixinPayOrder = 'orderNo' in target
    ? pay.alipayPayOrder
    : pay.shareWeixinPayOrder,
) {
  const started = await t.ok(
    call as typeof pay.alipayPayOrder,
    { ...(target as { orderNo: string }), device: 'desktop' },
    { token: buyer.token },
  );
  const tradeNo = /\/cashier\/([A-Z0-9]+)$/.exec(started.openUrl ?? started.url)?.[1];
  expect(tradeNo, started.url).toBeTruthy();
  return { ...started, tradeNo: tradeNo! };
}

/** Pays through the sandbox cashier and waits for its notifications to be answered. */
export async function payInSandbox(t: CommerceApp, tradeNo: string, copies = 1) {
  const decided = await t.sandbox.decide(tradeNo, 'pay', { copies });
  expect(decided?.status).toBe('paid');
  await t.sandbox.settled();
  return decided!;
}

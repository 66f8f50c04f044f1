import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pay, user, webCalls, type ApiCall } from '../../../../contract/api/schemas';
import * as orders from '../../../../contract/api/schemas/user/orders';
import * as course from '../../../../contract/api/schemas/web/course';
import * as learning from '../../../../contract/api/schemas/web/learningManagement';
import * as payOrder from '../../../../contract/api/schemas/pay/payOrder';
import {
  chapterClasses,
  chapters,
  orders as orderRows,
  parentBindings,
  studyPlanItems,
  studyPlans,
  studyReports,
} from '../../../../server/src/platform/db/schema';
import {
  type Buyer,
  type CommerceApp,
  createCommerceApp,
  payInSandbox,
  placeOrder,
  startSandboxPayment,
} from '../../modules/commerce/harness';
import type { FormFields } from '../../support/testApp';
import { demoUserId } from '../../support/users';

/*
 * Authorisation matrix: user B presents user A's ids to every call that reads or changes a thing A owns, and
 * gets status 0 with nothing of A's. Adding a call that takes an owned id means one more row in OWNED_ID_CALLS;
 * a call with an id-like field that is in neither list fails the coverage check below.
 */

interface Owner {
  token: string;
  /** Texts of A's that must never appear in an answer to B. */
  secrets: string[];
}

interface Fixture {
  t: CommerceApp;
  a: Owner;
  b: Buyer;
  /** A's unpaid order (fresh for each row, since some rows change it). */
  unpaidOrder(): Promise<string>;
  /** A's paid order of a course with printed material. */
  paidOrderNo: string;
  /** A lesson of A's paid course that is not free to watch. */
  paidClassId: number;
  /** The demo student's study report and plan, with that student's session. */
  reportOwner: Owner;
  reportId: number;
  planId: number;
  planItemId: number;
}

interface OwnedIdCall {
  call: ApiCall;
  /** What A owns that the call names. */
  thing: string;
  /** A's ids for this call. */
  input(f: Fixture): Promise<FormFields> | FormFields;
  owner?(f: Fixture): Owner;
}

const payWithOrder = (call: ApiCall): OwnedIdCall => ({
  call,
  thing: 'order to pay',
  input: async (f) => ({ orderNo: await f.unpaidOrder(), device: 'desktop' }),
});

export const OWNED_ID_CALLS: OwnedIdCall[] = [
  { call: orders.myOrderDetail, thing: 'order', input: async (f) => ({ orderNo: await f.unpaidOrder() }) },
  { call: orders.buyDetails, thing: 'order items', input: (f) => ({ orderNo: f.paidOrderNo }) },
  { call: orders.logistics, thing: 'order shipping', input: (f) => ({ orderNo: f.paidOrderNo }) },
  { call: orders.cancelOrder, thing: 'order', input: async (f) => ({ orderNo: await f.unpaidOrder() }) },
  { call: orders.changeCourseDetail, thing: 'paid order', input: (f) => ({ orderNo: f.paidOrderNo }) },
  { call: orders.isPaySuccess, thing: 'payment', input: async (f) => ({ orderNo: await f.unpaidOrder() }) },
  payWithOrder(payOrder.alipayPayOrder),
  payWithOrder(payOrder.alipayPayOrderQrcode),
  payWithOrder(payOrder.weixinPayOrder),
  payWithOrder(payOrder.icbcPayOrder),
  { call: course.studyCourseVideo, thing: 'bought lesson', input: (f) => ({ classId: f.paidClassId }) },
  {
    call: learning.learningHome,
    thing: 'study report',
    input: (f) => ({ reportId: f.reportId }),
    owner: (f) => f.reportOwner,
  },
  // A is bound as the demo student's parent in the fixture: the child's report is A's to read, not B's.
  { call: learning.childReport, thing: 'child’s study report', input: (f) => ({ reportId: f.reportId }) },
  {
    call: learning.learningPlan,
    thing: 'study plan',
    input: (f) => ({ planId: f.planId }),
    owner: (f) => f.reportOwner,
  },
  {
    call: learning.planTask,
    thing: 'study plan task',
    input: (f) => ({ planId: f.planId, itemId: f.planItemId, done: 1 }),
    owner: (f) => f.reportOwner,
  },
  {
    call: learning.exerciseDetail,
    thing: 'exercise report',
    input: (f) => ({ reportId: f.reportId }),
    owner: (f) => f.reportOwner,
  },
  {
    call: learning.learningDetail,
    thing: 'learning report',
    input: (f) => ({ reportId: f.reportId }),
    owner: (f) => f.reportOwner,
  },
];

/** Calls that change an owned thing: B's attempt must leave it as it was. */
const MUTATING_ORDER_CALLS: OwnedIdCall[] = [
  {
    call: orders.modifyOrders,
    thing: 'paid order',
    input: async (f) => ({ orderNo: f.paidOrderNo, courseId: (await f.t.course({ skip: 3 })).id }),
  },
];

/** Fields naming things that are not anyone's private property, each with the reason. */
const PUBLIC_ID_FIELDS: Record<string, string> = {
  courseId: 'catalog courses are public',
  objectId: 'collections name public catalog items; the list itself is per user (checked below)',
  appUUId: 'an adviser code is handed out to be shared',
  shareId: 'a share-to-pay link is meant to be opened and paid by someone else',
  chapterId: 'catalog chapters are public',
  classId: 'lessons are catalog items; playing or recording one needs its course bought or a trial (tests/server/learning)',
  liveClassId: 'live classes are public offers; a sign-up and its order belong to the caller (tests/server/campaign)',
  exerciseId:
    "questions are catalogue items: answering one needs its lesson open to the caller, and the wrong-answer book reads and changes only the caller's own rows (tests/server/modules/learning/wrongBook.test.ts)",
  categoryId: 'catalog categories are public',
  gradeId: 'grades are public',
  provinceId: 'regions are public',
  receiverRegionId: 'regions are public: the delivery region of an order is a city or district anyone can look up',
  id: 'public articles, tutors, regions and pages',
  openId: "the payer's own WeChat openid for paying inside WeChat (JSAPI); it names no record of ours",
};

const ID_FIELD = /(Id|No|^id)$/;

function allCalls(): ApiCall[] {
  const fromModules = (group: Record<string, unknown>) =>
    Object.values(group).flatMap((module) =>
      typeof module === 'object' && module !== null
        ? Object.values(module).filter(
            (value): value is ApiCall => typeof value === 'object' && value !== null && 'request' in value,
          )
        : [],
    );
  return [...webCalls, ...fromModules(user), ...fromModules(pay)];
}

function fieldsOf(call: ApiCall): string[] {
  const shape = (call.request as unknown as { shape?: Record<string, unknown> }).shape;
  return shape ? Object.keys(shape) : [];
}

describe('authorisation matrix: user B with user A’s ids', () => {
  let f: Fixture;

  beforeAll(async () => {
    const t = await createCommerceApp();
    const a = await t.buyer();
    const b = await t.buyer();
    const materialCourse = await t.course({ materials: true, userId: a.id });
    const paid = await t.ok(
      orders.createOrder,
      {
        courseId: materialCourse.id,
        payMethod: 'alipay',
        receiverName: '林爸爸',
        receiverPhone: '13800000000',
        receiverAddress: '杭州市西湖区文三路 1 号',
        receiverRegionId: await t.zoneId('西湖区'),
      },
      { token: a.token },
    );
    const payment = await startSandboxPayment(t, a, { orderNo: paid.orderNo });
    await payInSandbox(t, payment.tradeNo);
    const [lesson] = await t.db
      .select({ id: chapterClasses.id })
      .from(chapterClasses)
      .innerJoin(chapters, eq(chapters.id, chapterClasses.chapterId))
      .where(and(eq(chapters.courseId, materialCourse.id), eq(chapterClasses.isTrial, false)))
      .orderBy(asc(chapterClasses.id))
      .limit(1);
    const student = await demoUserId(t.db, 'student');
    const [report] = await t.db
      .select({ id: studyReports.id })
      .from(studyReports)
      .where(eq(studyReports.userId, student))
      .limit(1);
    const [plan] = await t.db.select({ id: studyPlans.id }).from(studyPlans).where(eq(studyPlans.userId, student)).limit(1);
    const [planItem] = plan
      ? await t.db.select({ id: studyPlanItems.id }).from(studyPlanItems).where(eq(studyPlanItems.planId, plan.id)).limit(1)
      : [];
    if (!lesson || !report || !plan || !planItem) throw new Error('演示数据缺少课时、学习报告或学习计划');
    const unpaidCourse = await t.course({ userId: a.id, skip: 1 });
    const { token: studentToken } = await t.app.deps.sessions.issueSession(student, 'authorisation-student');
    await t.db.insert(parentBindings).values({ studentUserId: student, parentPhone: a.phone, relationship: 'father' });
    f = {
      t,
      a: { token: a.token, secrets: [a.phone, '林爸爸', '13800000000', '文三路'] },
      b,
      paidOrderNo: paid.orderNo,
      paidClassId: lesson.id,
      async unpaidOrder() {
        return (await placeOrder(t, a, unpaidCourse.id)).orderNo;
      },
      reportOwner: { token: studentToken, secrets: [] },
      reportId: report.id,
      planId: plan.id,
      planItemId: planItem.id,
    };
  });
  afterAll(async () => {
    await f?.t.close();
  });

  it('lists every call that takes an owned id, or names why its id is public', () => {
    const listed = new Set([...OWNED_ID_CALLS, ...MUTATING_ORDER_CALLS].map((row) => row.call.path));
    const unlisted = allCalls()
      .filter((call) => call.auth && !listed.has(call.path))
      .flatMap((call) =>
        fieldsOf(call)
          .filter((field) => ID_FIELD.test(field) && !(field in PUBLIC_ID_FIELDS))
          .map((field) => `${call.path} ${field}`),
      );
    expect(unlisted).toEqual([]);
  });

  for (const row of OWNED_ID_CALLS) {
    it(`refuses ${row.call.path} on A’s ${row.thing}, and still serves A`, async () => {
      const owner = row.owner?.(f) ?? f.a;
      const input = await row.input(f);
      const answer = await f.t.post(row.call.path, input, { token: f.b.token });
      expect(answer.statusCode, row.call.path).toBeLessThan(500);
      const envelope = answer.json<{ status: number; message: string; appData: unknown }>();
      expect(envelope.status, row.call.path).toBe(0);
      expect(envelope.appData).toBeNull();
      for (const secret of [
        ...owner.secrets,
        ...Object.values(input)
          .map(String)
          .filter((value) => value.length > 6),
      ]) {
        expect(answer.body).not.toContain(secret);
      }
      // The same ids work for their owner, so the refusal above is about who asks, not a broken fixture.
      const own = await f.t.call(row.call, input, { token: owner.token });
      expect(own, row.call.path).toMatchObject({ status: 1 });
    });
  }

  for (const row of MUTATING_ORDER_CALLS) {
    it(`refuses ${row.call.path} on A’s ${row.thing} and leaves it unchanged`, async () => {
      const input = await row.input(f);
      const before = await f.t.db.select().from(orderRows).where(eq(orderRows.orderNo, f.paidOrderNo));
      const envelope = await f.t.call(row.call, input, { token: f.b.token });
      expect(envelope).toMatchObject({ status: 0, appData: null });
      const after = await f.t.db.select().from(orderRows).where(eq(orderRows.orderNo, f.paidOrderNo));
      expect(after).toEqual(before);
    });
  }

  it('shows B none of A’s orders, courses or payments in B’s own lists', async () => {
    const records = await f.t.ok(orders.buyRecord, { status: 'all', page: 1, size: 50 }, { token: f.b.token });
    expect(JSON.stringify(records)).not.toContain(f.paidOrderNo);
    const mine = await f.t.ok(orders.findMyCourse, { page: 1, size: 50 }, { token: f.b.token });
    expect(JSON.stringify(mine)).not.toMatch(/"total":[1-9]/);
    const home = await f.t.ok(learning.learningHome, {}, { token: f.b.token });
    expect(home.reports).toEqual([]);
    expect(home.report).toBeNull();
  });
});

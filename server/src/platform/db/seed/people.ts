import { priceBreakdown } from '../../../../../contract/api/schemas/priceBreakdown';
import type { DbExecutor } from '../client';
import { hashPassword } from '../password';
import {
  collections,
  courseEnrollments,
  exerciseRecords,
  learningRecords,
  feedback,
  feedbackReplies,
  notifications,
  type NotificationObjectType,
  orderItems,
  orderLogistics,
  orders,
  type PaymentProviderName,
  orderStatusHistory,
  payments,
  users,
} from '../schema';
import { GRADE_SET, GRADE_UPGRADE_NOTICE } from '../../../../../contract/vocabulary/grades';
import type { OrderStatus, PayChannel } from '../../../../../contract/vocabulary/orders';
import { DEMO_ACCOUNTS } from './accounts';
import type { CatalogIds } from './catalog';
import type { SeedContent } from './content';
import { assetUrl, DEFAULT_AVATAR_PATH, type DemoAccount, type DemoOrder, demoShipments, LESSON_VIDEO_SECONDS } from './data';
import { LESSON_FINISHED_PERCENT } from '../../../modules/learning';
import type { EvaluationIds } from './evaluation';
import { indexBy, insertMany, lookup, yuanToCents } from './insert';
import type { SiteIds } from './site';
import { studyCalendar } from './studyCalendar';
import { seedStudyWeeks } from './studyWeeks';

/** Avatars are stored as a base address plus a path, which the client joins. */
const AVATAR_BASE = assetUrl('');

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
/** Demo narrative: unpaid orders close after 30 minutes; refunds complete three days after payment. */
const UNPAID_CLOSE_AFTER_MS = 30 * MINUTE_MS;
const REFUND_AFTER_MS = 3 * DAY_MS;
const UNPAID_DEMO_AGE_MS = 5 * MINUTE_MS;

function providerOf(channel: PayChannel): PaymentProviderName {
  if (channel.includes('weixin')) return 'wechat';
  if (channel.includes('icbc')) return 'icbc';
  if (channel.includes('alipay') || channel === 'share-move') return 'alipay';
  return 'sandbox';
}

const STATUS_NOTES: Record<OrderStatus, string> = {
  unpaid: '订单已创建，等待支付',
  paid: '支付成功',
  cancelled: '超时未支付，订单已自动取消',
  refunded: '退款已原路退回',
};

export async function seedPeople(
  db: DbExecutor,
  content: SeedContent,
  catalog: CatalogIds,
  site: SiteIds,
  evaluation: EvaluationIds,
  seededAt: Date,
): Promise<void> {
  const student = content.demoStudent;
  const studentGradeId = lookup(catalog.gradeIdByLevel, student.gradeLevel, '年级');
  const [demoStudent] = await db
    .insert(users)
    .values({
      rsNo: DEMO_ACCOUNTS.student.rsNo,
      phone: DEMO_ACCOUNTS.student.phone,
      passwordHash: await hashPassword(DEMO_ACCOUNTS.student.password),
      name: student.nickname,
      gender: student.gender,
      school: student.school,
      ...placeOf(student, site),
      gradeId: studentGradeId,
      gradeName: lookup(catalog.gradeNameByLevel, student.gradeLevel, '年级'),
      gradeSetAt: seededAt,
      isSetClass: GRADE_SET.done,
      isClassUpgrade: GRADE_UPGRADE_NOTICE.acknowledged,
      qiniuUrl: AVATAR_BASE,
      photoUrl: student.avatarPath,
      adviserId: adviserFor(student.gradeLevel, content, site),
    })
    .returning();
  if (!demoStudent) throw new Error('演示学员写入失败');

  await db.insert(users).values({
    rsNo: DEMO_ACCOUNTS.newStudent.rsNo,
    phone: DEMO_ACCOUNTS.newStudent.phone,
    passwordHash: await hashPassword(DEMO_ACCOUNTS.newStudent.password),
    name: DEMO_ACCOUNTS.newStudent.name,
    isSetClass: GRADE_SET.pending,
    isClassUpgrade: GRADE_UPGRADE_NOTICE.acknowledged,
    qiniuUrl: AVATAR_BASE,
    photoUrl: DEFAULT_AVATAR_PATH,
  });

  await seedDemoStudentActivity(db, demoStudent.id, content, catalog, site, evaluation, seededAt);
}

function placeOf(account: DemoAccount, site: SiteIds): { provinceId: number | null; zoneId: number | null } {
  const provinceId = site.provinceIdByName.get(account.province) ?? null;
  const zoneId = provinceId === null ? null : (site.zoneIdByProvinceAndName.get(`${provinceId}:${account.city}`) ?? null);
  return { provinceId, zoneId };
}

/** The first adviser serving the student's school stage, so the adviser modal has someone to show. */
function adviserFor(gradeLevel: number, content: SeedContent, site: SiteIds): number | null {
  const stage = content.gradeGroups.find((group) => group.grades.some((g) => g.level === gradeLevel))?.stage;
  const match = site.adviserIds.find((adviser) => stage !== undefined && adviser.stages.includes(stage));
  return (match ?? site.adviserIds[0])?.id ?? null;
}

async function seedDemoStudentActivity(
  db: DbExecutor,
  userId: number,
  content: SeedContent,
  catalog: CatalogIds,
  site: SiteIds,
  evaluation: EvaluationIds,
  seededAt: Date,
): Promise<void> {
  const extras = content.demoStudentExtras;
  const orderIdByNo = await seedOrders(db, userId, extras.orders, catalog, seededAt);

  await insertMany(
    db,
    collections,
    extras.collections.map((collection) => ({
      userId,
      objectType: collection.kind,
      objectId:
        collection.kind === 'course'
          ? lookup(catalog.courseIdByCode, collection.targetCode, '课程')
          : collection.kind === 'news'
            ? lookup(site.newsIdByCode, collection.targetCode, '资讯')
            : lookup(site.tutorIdByCode, collection.targetCode, '学霸'),
      createdAt: new Date(collection.createdAt),
    })),
  );

  // The unpaid order is placed just before the seed (seedOrders): its message is dated with it, not on the day
  // the demo's story was written, or the order's page would show a message older than the order.
  const unpaidOrderNos = new Set(extras.orders.filter((order) => order.status === 'unpaid').map((order) => order.orderNo));
  const unpaidPlacedAt = unpaidDemoPlacedAt(seededAt);
  await insertMany(
    db,
    notifications,
    extras.notifications.map((notification) => {
      const target = notificationTarget(notification.objectCode, orderIdByNo, catalog, site);
      const aboutUnpaidOrder = notification.objectCode !== null && unpaidOrderNos.has(notification.objectCode);
      const createdAt = aboutUnpaidOrder ? unpaidPlacedAt : new Date(notification.createdAt);
      return {
        userId,
        kind: notification.kind,
        title: notification.title,
        content: notification.content,
        objectType: target?.type ?? null,
        objectId: target?.id ?? null,
        readAt: notification.isRead ? createdAt : null,
        createdAt,
      };
    }),
  );

  for (const item of extras.feedback) {
    const [sent] = await db
      .insert(feedback)
      .values({ userId, type: item.type, content: item.content, source: 'personal', createdAt: new Date(item.createdAt) })
      .returning({ id: feedback.id });
    if (!sent) throw new Error('演示反馈写入失败');
    await insertMany(
      db,
      feedbackReplies,
      item.replies.map((reply) => ({ feedbackId: sent.id, content: reply.content, createdAt: new Date(reply.createdAt) })),
    );
  }

  const calendar = studyCalendar(seededAt);
  await insertMany(
    db,
    learningRecords,
    extras.learningRecords
      .map((record) => ({ ...record, studiedAt: calendar.moment(record.lastStudiedAt) }))
      .map((record) => ({
        userId,
        courseId: lookup(catalog.courseIdByCode, record.courseCode, '课程'),
        classId: lookup(catalog.classIdByPosition, `${record.courseCode}:${record.chapterIndex}:${record.classIndex}`, '课时'),
        watchedSec: record.watchedSec,
        positionSec: Math.round((record.progress / 100) * LESSON_VIDEO_SECONDS),
        progress: record.progress,
        finishedAt: record.progress >= LESSON_FINISHED_PERCENT ? record.studiedAt : null,
        lastStudiedAt: record.studiedAt,
        // Opened when it was studied, not when the demo was written: the weekly plan asks which courses were begun.
        createdAt: record.studiedAt,
      })),
  );

  const answers = await insertMany(
    db,
    exerciseRecords,
    extras.exerciseRecords.map((record) => ({
      userId,
      exerciseId: lookup(evaluation.exerciseIdByCode, record.exerciseCode, '练习题'),
      chosen: record.chosen,
      isCorrect: record.isCorrect,
      spentSec: record.spentSec,
      answeredAt: calendar.moment(record.answeredAt),
    })),
  );

  // Free courses the student has been watching count as theirs, like a claimed free course.
  const enrolled = new Set(
    extras.orders
      .filter((order) => order.status === 'paid' || order.status === 'refunded')
      .flatMap((order) => order.items.map((item) => item.courseCode)),
  );
  const freeWatched = [...new Set(extras.learningRecords.map((record) => record.courseCode))].filter((code) => {
    const courseId = lookup(catalog.courseIdByCode, code, '课程');
    return !enrolled.has(code) && lookup(catalog.coursePriceCentsById, courseId, '课程') === 0;
  });
  await insertMany(
    db,
    courseEnrollments,
    freeWatched.map((code) => ({
      userId,
      courseId: lookup(catalog.courseIdByCode, code, '课程'),
      source: 'free' as const,
    })),
  );

  await seedStudyWeeks(
    db,
    userId,
    extras,
    answers.map((answer) => ({ ...answer, chosen: answer.chosen ?? '' })),
    calendar,
    seededAt,
  );
}

/** When the demo's unpaid order was placed: shortly before the seed, so it is still open. */
function unpaidDemoPlacedAt(seededAt: Date): Date {
  return new Date(seededAt.getTime() - UNPAID_DEMO_AGE_MS);
}

async function seedOrders(
  db: DbExecutor,
  userId: number,
  demoOrders: readonly DemoOrder[],
  catalog: CatalogIds,
  seededAt: Date,
): Promise<Map<string, number>> {
  const inserted = await insertMany(
    db,
    orders,
    demoOrders.map((order) => {
      // An unpaid order is only unpaid for 30 minutes: the demo's one is placed just before the seed, so a
      // fresh start shows its countdown instead of having it closed at once.
      const unpaid = order.status === 'unpaid';
      const createdAt = unpaid ? unpaidDemoPlacedAt(seededAt) : new Date(order.createdAt);
      const paidAt = order.paidAt === null ? null : new Date(order.paidAt);
      const shipment = demoShipments.find((s) => s.orderNo === order.orderNo);
      return {
        orderNo: order.orderNo,
        userId,
        status: order.status,
        totalAmountCents: yuanToCents(order.totalAmount),
        // 优惠 as every page shows it: from the list prices to what the order charged.
        discountAmountCents: priceBreakdown(
          order.items.map((item) => ({ listPrice: yuanToCents(item.listPrice), price: yuanToCents(item.price) })),
          yuanToCents(order.totalAmount),
        ).discount,
        payChannel: order.payMethod,
        paidAt,
        cancelledAt: order.status === 'cancelled' ? new Date(createdAt.getTime() + UNPAID_CLOSE_AFTER_MS) : null,
        refundedAt: order.status === 'refunded' && paidAt ? new Date(paidAt.getTime() + REFUND_AFTER_MS) : null,
        remark: order.remark,
        closesAt: new Date(createdAt.getTime() + UNPAID_CLOSE_AFTER_MS),
        purchaseKey: unpaid ? `${userId}:${lookup(catalog.courseIdByCode, order.items[0]!.courseCode, '课程')}` : null,
        receiverName: shipment?.receiverName ?? null,
        receiverPhone: shipment?.receiverPhone ?? null,
        receiverAddress: shipment?.receiverAddress ?? null,
        createdAt,
        updatedAt: createdAt,
      };
    }),
  );
  const orderIdByNo = indexBy(
    inserted,
    (o) => o.orderNo,
    (o) => o.id,
    '订单号',
  );

  const itemRows = demoOrders.flatMap((order) =>
    order.items.map((item) => {
      const courseId = lookup(catalog.courseIdByCode, item.courseCode, '课程');
      return {
        orderId: lookup(orderIdByNo, order.orderNo, '订单'),
        courseId,
        title: lookup(catalog.courseTitleById, courseId, '课程'),
        priceCents: yuanToCents(item.price),
        listPriceCents: yuanToCents(item.listPrice),
      };
    }),
  );
  await insertMany(db, orderItems, itemRows);

  const history = inserted.flatMap((order) => {
    const entries: { orderId: number; status: OrderStatus; note: string; at: Date }[] = [
      { orderId: order.id, status: 'unpaid', note: STATUS_NOTES.unpaid, at: order.createdAt },
    ];
    if (order.paidAt) entries.push({ orderId: order.id, status: 'paid', note: STATUS_NOTES.paid, at: order.paidAt });
    if (order.cancelledAt) {
      entries.push({ orderId: order.id, status: 'cancelled', note: STATUS_NOTES.cancelled, at: order.cancelledAt });
    }
    if (order.refundedAt) {
      entries.push({ orderId: order.id, status: 'refunded', note: STATUS_NOTES.refunded, at: order.refundedAt });
    }
    return entries;
  });
  await insertMany(db, orderStatusHistory, history);

  const settled = inserted.filter((order) => order.paidAt !== null && order.payChannel !== null);
  await insertMany(
    db,
    payments,
    settled.map((order) => ({
      orderId: order.id,
      channel: order.payChannel!,
      provider: providerOf(order.payChannel!),
      amountCents: order.totalAmountCents,
      payerUserId: userId,
      status: order.status === 'refunded' ? ('refunded' as const) : ('succeeded' as const),
      outTradeNo: `${order.orderNo}01`,
      paidAt: order.paidAt,
      createdAt: order.createdAt,
    })),
  );

  // Paid orders first: when a course was refunded once and bought again, the live enrollment wins.
  const seen = new Set<string>();
  const enrollmentRows = [
    ...inserted.filter((order) => order.status === 'paid'),
    ...inserted.filter((order) => order.status === 'refunded'),
  ].flatMap((order) =>
    itemRows
      .filter((item) => item.orderId === order.id)
      .filter((item) => {
        const key = String(item.courseId);
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      })
      .map((item) => ({
        userId,
        courseId: item.courseId,
        orderId: order.id,
        source: 'order' as const,
        revokedAt: order.refundedAt,
        createdAt: order.paidAt ?? order.createdAt,
      })),
  );
  await insertMany(db, courseEnrollments, enrollmentRows);

  await insertMany(
    db,
    orderLogistics,
    demoShipments.map((shipment) => ({
      orderId: lookup(orderIdByNo, shipment.orderNo, '订单'),
      company: shipment.company,
      trackingNo: shipment.trackingNo,
      events: shipment.events,
    })),
  );

  return orderIdByNo;
}

function notificationTarget(
  objectCode: string | null,
  orderIdByNo: ReadonlyMap<string, number>,
  catalog: CatalogIds,
  site: SiteIds,
): { type: NotificationObjectType; id: number } | null {
  if (objectCode === null) return null;
  const orderId = orderIdByNo.get(objectCode);
  if (orderId !== undefined) return { type: 'order', id: orderId };
  const courseId = catalog.courseIdByCode.get(objectCode);
  if (courseId !== undefined) return { type: 'course', id: courseId };
  const newsId = site.newsIdByCode.get(objectCode);
  if (newsId !== undefined) return { type: 'news', id: newsId };
  throw new Error(`种子数据引用了不存在的消息对象：${objectCode}`);
}

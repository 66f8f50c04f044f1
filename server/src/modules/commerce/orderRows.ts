import { and, asc, eq, getTableColumns, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/client';
import { prepared } from '../../platform/db/prepared';
import {
  courseCategories,
  courseEnrollments,
  courses,
  grades,
  type Order,
  orderItems,
  orderLogistics,
  orders,
  orderStatusHistory,
} from '../../platform/db/schema';
import { ApiError } from '../../platform/plugins/apiError';
import { enrolledSql } from '../catalog';
import { iso, toYuan } from '../../platform/text/format';
import { ORDER_MESSAGES } from './rules';

export interface OrderCourse {
  courseId: number;
  title: string;
  subtitle: string;
  coverUrl: string;
  teacherName: string;
  lessonCount: number;
  gradeName: string | null;
  categoryName: string;
  price: number;
}

const courseColumns = {
  courseId: courses.id,
  subtitle: courses.subtitle,
  coverUrl: courses.coverUrl,
  teacherName: courses.teacherName,
  lessonCount: courses.lessonCount,
  gradeName: grades.name,
  categoryName: courseCategories.name,
};

/** A course as the order pages show it, at its current price, with whether the user `ownerId` owns it. */
const saleColumns = (owned: SQL<boolean>) => ({
  ...courseColumns,
  title: courses.title,
  priceCents: courses.priceCents,
  originalPriceCents: courses.originalPriceCents,
  isFree: courses.isFree,
  hasMaterials: courses.hasMaterials,
  isPublished: courses.isPublished,
  status: courses.status,
  saleStartsAt: courses.saleStartsAt,
  saleEndsAt: courses.saleEndsAt,
  owned,
});

const saleRow = (db: DbExecutor, owned: SQL<boolean>, name: string) =>
  db
    .select(saleColumns(owned))
    .from(courses)
    .innerJoin(courseCategories, eq(courseCategories.id, courses.categoryId))
    .leftJoin(grades, eq(grades.id, courses.gradeId))
    .where(eq(courses.id, sql.placeholder('courseId')))
    .limit(1)
    .prepare(name);

const courseOnSale = (db: DbExecutor) => saleRow(db, sql<boolean>`false`, 'course_for_sale');
const courseOnSaleTo = (db: DbExecutor) => saleRow(db, enrolledSql(sql.placeholder('ownerId'), courses.id), 'course_for_sale_to');

/**
 * A course as the order pages show it, at its current price; with `ownerId`, also whether that user owns
 * it already (in the same query: placing an order asks both).
 */
export async function courseForSale(db: DbExecutor, courseId: number, ownerId?: number) {
  const [row] =
    ownerId === undefined
      ? await prepared(db, courseOnSale).execute({ courseId })
      : await prepared(db, courseOnSaleTo).execute({ courseId, ownerId });
  return row ?? null;
}

export type CourseForSale = NonNullable<Awaited<ReturnType<typeof courseForSale>>>;

export function toOrderCourse(
  row: Omit<
    CourseForSale,
    'isFree' | 'hasMaterials' | 'isPublished' | 'status' | 'saleStartsAt' | 'saleEndsAt' | 'originalPriceCents' | 'owned'
  >,
): OrderCourse {
  return {
    courseId: row.courseId,
    title: row.title,
    subtitle: row.subtitle,
    coverUrl: row.coverUrl,
    teacherName: row.teacherName,
    lessonCount: row.lessonCount,
    gradeName: row.gradeName ?? null,
    categoryName: row.categoryName,
    price: toYuan(row.priceCents),
  };
}

/** The courses of each order, as sold (title and price of the order item). */
export async function itemsOf(db: DbExecutor, orderIds: readonly number[]): Promise<Map<number, OrderCourse[]>> {
  const byOrder = new Map<number, OrderCourse[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select({ ...courseColumns, orderId: orderItems.orderId, title: orderItems.title, priceCents: orderItems.priceCents })
    .from(orderItems)
    .innerJoin(courses, eq(courses.id, orderItems.courseId))
    .innerJoin(courseCategories, eq(courseCategories.id, courses.categoryId))
    .leftJoin(grades, eq(grades.id, courses.gradeId))
    .where(inArray(orderItems.orderId, [...orderIds]))
    .orderBy(asc(orderItems.id));
  for (const row of rows) {
    const list = byOrder.get(row.orderId) ?? [];
    list.push(toOrderCourse(row));
    byOrder.set(row.orderId, list);
  }
  return byOrder;
}

/**
 * The user's own order by number. Somebody else's order answers exactly like a missing one, so order
 * numbers cannot be probed.
 */
export async function ownOrder(db: DbExecutor, userId: number, orderNo: string): Promise<Order> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.orderNo, orderNo), eq(orders.userId, userId)))
    .limit(1);
  if (!order) throw new ApiError(ORDER_MESSAGES.notFound);
  return order;
}

export async function sharedOrder(db: DbExecutor, shareId: string): Promise<Order> {
  const [order] = await db.select().from(orders).where(eq(orders.shareId, shareId)).limit(1);
  if (!order) throw new ApiError(ORDER_MESSAGES.shareNotFound);
  return order;
}

const payableOrder = (db: DbExecutor, where: SQL | undefined, name: string) =>
  db
    .select({
      ...getTableColumns(orders),
      // The outer order named with its table: in a query of one table Drizzle writes a column bare ("id"), which
      // inside this subquery would be the item's own id, and every payment was named after one stray item.
      firstTitle: sql<string | null>`(select i.title from ${orderItems} i where i.order_id = ${orders}.id order by i.id limit 1)`,
    })
    .from(orders)
    .where(where)
    .limit(1)
    .prepare(name);

const ownOrderToPay = (db: DbExecutor) =>
  payableOrder(
    db,
    and(eq(orders.orderNo, sql.placeholder('orderNo')), eq(orders.userId, sql.placeholder('userId'))),
    'own_order_to_pay',
  );
const sharedOrderToPay = (db: DbExecutor) =>
  payableOrder(db, eq(orders.shareId, sql.placeholder('shareId')), 'shared_order_to_pay');

/**
 * An order to pay, by number (the user's own) or by share link, with the title of its first course for the
 * provider's subject line: one query where paying asked two.
 */
export async function orderToPay(
  db: DbExecutor,
  key: { userId: number; orderNo: string } | { shareId: string },
): Promise<{ order: Order; firstTitle: string | null }> {
  const [row] =
    'shareId' in key
      ? await prepared(db, sharedOrderToPay).execute({ shareId: key.shareId })
      : await prepared(db, ownOrderToPay).execute({ orderNo: key.orderNo, userId: key.userId });
  if (!row) throw new ApiError('shareId' in key ? ORDER_MESSAGES.shareNotFound : ORDER_MESSAGES.notFound);
  const { firstTitle, ...order } = row;
  return { order, firstTitle };
}

export async function ownsCourse(db: DbExecutor, userId: number, courseId: number): Promise<boolean> {
  const count = await db.$count(
    courseEnrollments,
    and(eq(courseEnrollments.userId, userId), eq(courseEnrollments.courseId, courseId), isNull(courseEnrollments.revokedAt)),
  );
  return count > 0;
}

/** The summary fields every order answer shares. */
export function orderSummary(order: Order, items: readonly OrderCourse[]) {
  const [course, ...more] = items;
  if (!course) throw new Error(`订单 ${order.orderNo} 没有商品`);
  return {
    orderNo: order.orderNo,
    status: order.status,
    amount: toYuan(order.totalAmountCents),
    discount: toYuan(order.discountAmountCents),
    createdAt: iso(order.createdAt),
    paidAt: order.paidAt ? iso(order.paidAt) : null,
    closesAt: order.status === 'unpaid' && order.closesAt ? iso(order.closesAt) : null,
    payChannel: order.payChannel ?? null,
    shared: order.shareId !== null,
    course,
    moreCourses: more.length,
  };
}

/** 13800138000 → 138****8000 */
export function maskPhone(phone: string): string {
  return phone.length >= 7 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : phone;
}

/** The lines of one order as sold: course, title, list price and price, in fen, in the order they were bought. */
export function linesOf(db: DbExecutor, orderId: number) {
  return db
    .select({
      courseId: orderItems.courseId,
      title: orderItems.title,
      listPrice: orderItems.listPriceCents,
      price: orderItems.priceCents,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
}

/** An order's states one after another, oldest first. */
export async function historyOf(db: DbExecutor, orderId: number) {
  const rows = await db
    .select({ status: orderStatusHistory.status, note: orderStatusHistory.note, at: orderStatusHistory.at })
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, orderId))
    .orderBy(asc(orderStatusHistory.at), asc(orderStatusHistory.id));
  return rows.map((entry) => ({ status: entry.status, note: entry.note, at: iso(entry.at) }));
}

/**
 * The parcel of printed material of an order, if one was shipped, and whether the order ships any: it has an
 * address to send to, or a parcel already went.
 */
export async function shipmentOf(db: DbExecutor, order: Order) {
  const [shipment] = await db.select().from(orderLogistics).where(eq(orderLogistics.orderId, order.id)).limit(1);
  return { needsShipping: Boolean(order.receiverAddress) || Boolean(shipment), shipment: shipment ?? null };
}

/**
 * The owner's dashboard (insight.read): money, buyers, channels, best sellers and completion over a range of
 * Shanghai days, each figure one SQL aggregate over the tables the business writes. Read-only.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { InsightDashboard, InsightPeriod } from '../../../../contract/api/schemas/admin/insight';
import {
  addDays,
  INSIGHT_TIME_ZONE,
  type InsightGrain,
  insightRangeProblem,
  SITE_CHANNELS,
} from '../../../../contract/vocabulary/insight';
import type { DbExecutor } from '../../platform/db/client';
import { ApiError } from '../../platform/plugins/apiError';

export interface InsightRange {
  /** First day, inclusive (YYYY-MM-DD, Shanghai). */
  from: string;
  /** Last day, inclusive. */
  to: string;
  grain: InsightGrain;
}

/** Orders that brought money: paid, and paid ones refunded later. Unpaid and closed orders never count. */
const SOLD = sql.raw(`status in ('paid', 'refunded')`);
const ZONE = sql.raw(`'${INSIGHT_TIME_ZONE}'`);
const COURSE_ROWS = 10;

/** The period a moment falls in: its Shanghai day, or the Monday of its Shanghai week. */
function periodOf(column: SQL, grain: InsightGrain): SQL {
  const local = sql`(${column} at time zone ${ZONE})`;
  return grain === 'week' ? sql`date_trunc('week', ${local})::date::text` : sql`${local}::date::text`;
}

/** The Monday of a day's week. */
function mondayOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/** Every period of the range, oldest first, so days without sales still show as zero. */
function periodStarts(range: InsightRange): string[] {
  const starts: string[] = [];
  const step = range.grain === 'week' ? 7 : 1;
  for (let start = range.grain === 'week' ? mondayOf(range.from) : range.from; start <= range.to; start = addDays(start, step)) {
    starts.push(start);
  }
  return starts;
}

interface MoneyRow extends Record<string, unknown> {
  start: string | null;
  amount: number | string;
  orders?: number | string;
  families?: number | string;
}

export async function insightDashboard(db: DbExecutor, range: InsightRange): Promise<InsightDashboard> {
  const problem = insightRangeProblem(range.from, range.to);
  if (problem) throw new ApiError(problem);
  // The range's first moment and the moment after its last day, both at Shanghai midnight.
  const lo = sql`(${range.from}::date::timestamp at time zone ${ZONE})`;
  const hi = sql`((${range.to}::date + 1)::timestamp at time zone ${ZONE})`;
  const paidIn = sql`o.paid_at >= ${lo} and o.paid_at < ${hi} and o.${SOLD}`;

  const [sales, refunds, visits, signups, firstOrders, courses, completion] = await Promise.all([
    db.execute<MoneyRow>(sql`
      select ${periodOf(sql`o.paid_at`, range.grain)} as start, sum(o.total_amount_cents)::float8 as amount,
        count(*)::int as orders, count(distinct o.user_id)::int as families
      from orders o where ${paidIn}
      group by grouping sets ((1), ())`),
    db.execute<MoneyRow>(sql`
      select ${periodOf(sql`r.succeeded_at`, range.grain)} as start, sum(r.amount_cents)::float8 as amount
      from refunds r where r.status = 'succeeded' and r.succeeded_at >= ${lo} and r.succeeded_at < ${hi}
      group by grouping sets ((1), ())`),
    db.execute<{ channel: string; n: number | string }>(sql`
      select channel, sum(visits)::float8 as n from site_visits
      where day >= ${range.from}::date and day <= ${range.to}::date group by channel`),
    db.execute<{ channel: string; n: number | string }>(sql`
      select coalesce(signup_channel, 'unknown') as channel, count(*)::int as n from users
      where created_at >= ${lo} and created_at < ${hi} group by 1`),
    // Each buyer's first paid order (the earliest, read in the order of an index), counted when it lies in the range.
    db.execute<{ channel: string; n: number | string }>(sql`
      select coalesce(f.channel, 'unknown') as channel, count(*)::int as n from (
        select distinct on (o.user_id) o.channel, o.paid_at from orders o
        where o.paid_at is not null and o.paid_at < ${hi} and o.${SOLD}
        order by o.user_id, o.paid_at, o.id) f
      where f.paid_at >= ${lo}
      group by 1`),
    db.execute<{ course_id: number; title: string; count: number; amount: number | string }>(sql`
      select i.course_id, c.title, count(*)::int as count, sum(i.price_cents)::float8 as amount
      from order_items i join orders o on o.id = i.order_id join courses c on c.id = i.course_id
      where ${paidIn}
      group by i.course_id, c.title order by amount desc, count desc, i.course_id limit ${COURSE_ROWS}`),
    completionAt(db, hi),
  ]);

  const salesBy = new Map(sales.rows.map((row) => [row.start, row]));
  const refundsBy = new Map(refunds.rows.map((row) => [row.start, Number(row.amount)]));
  const periodOfRow = (start: string | null): Omit<InsightPeriod, 'start'> => {
    const sold = salesBy.get(start);
    const salesFen = Number(sold?.amount ?? 0);
    const refundFen = refundsBy.get(start) ?? 0;
    return {
      sales: salesFen,
      refunds: refundFen,
      net: salesFen - refundFen,
      orders: Number(sold?.orders ?? 0),
      payingFamilies: Number(sold?.families ?? 0),
    };
  };

  const countsBy = (rows: { channel: string; n: number | string }[]) => new Map(rows.map((row) => [row.channel, Number(row.n)]));
  const [visitsBy, signupsBy, firstBy] = [countsBy(visits.rows), countsBy(signups.rows), countsBy(firstOrders.rows)];
  const channels = [...SITE_CHANNELS, 'unknown' as const]
    .map((channel) => ({
      channel,
      visits: visitsBy.get(channel) ?? 0,
      signups: signupsBy.get(channel) ?? 0,
      firstOrders: firstBy.get(channel) ?? 0,
    }))
    // Accounts and orders from before channels were recorded show only while there are some in the range.
    .filter((row) => row.channel !== 'unknown' || row.signups > 0 || row.firstOrders > 0);

  return {
    from: range.from,
    to: range.to,
    grain: range.grain,
    totals: periodOfRow(null),
    periods: periodStarts(range).map((start) => ({ start, ...periodOfRow(start) })),
    channels,
    courses: courses.rows.map((row) => ({
      courseId: row.course_id,
      title: row.title,
      count: Number(row.count),
      amount: Number(row.amount),
    })),
    completion,
  };
}

/**
 * How far the students of the ten courses with most students got, as at the end of the range: the share of
 * (student, lesson) pairs finished and how many students finished every lesson. Only enrolments still valid
 * count (a refunded course was taken back), and only lessons of the course.
 */
async function completionAt(db: DbExecutor, hi: SQL): Promise<InsightDashboard['completion']> {
  const result = await db.execute<{
    course_id: number;
    title: string;
    enrolled: number;
    lessons: number;
    finished_students: number;
    finished_lessons: number;
  }>(sql`
    with top as (
      select course_id, count(*)::int as enrolled from course_enrollments
      where revoked_at is null and created_at < ${hi}
      group by course_id order by enrolled desc, course_id limit ${COURSE_ROWS}
    ), lessons as materialized (
      select ch.course_id, cc.id as class_id from chapter_classes cc join chapters ch on ch.id = cc.chapter_id
      where ch.course_id in (select course_id from top)
    ), lesson_counts as (
      select course_id, count(*)::int as lessons from lessons group by course_id
    ), finished as materialized (
      -- Records of the ten courses only, each lesson's read through its index: the work grows with those
      -- courses' students, not with every record ever kept.
      select lr.course_id, lr.user_id, count(*)::int as finished
      from learning_records lr join lessons l on l.class_id = lr.class_id and l.course_id = lr.course_id
      where lr.course_id in (select course_id from top) and lr.finished_at is not null and lr.finished_at < ${hi}
      group by lr.course_id, lr.user_id
    ), done as materialized (
      -- Only students whose enrolment still holds at the end of the range, each found by its unique index.
      select f.course_id, f.finished from finished f
      where exists (
        select 1 from course_enrollments e
        where e.user_id = f.user_id and e.course_id = f.course_id and e.revoked_at is null and e.created_at < ${hi})
    )
    select t.course_id, c.title, t.enrolled, coalesce(n.lessons, 0) as lessons,
      (select count(*) from done d where d.course_id = t.course_id and d.finished = n.lessons)::int as finished_students,
      (select coalesce(sum(d.finished), 0) from done d where d.course_id = t.course_id)::int as finished_lessons
    from top t join courses c on c.id = t.course_id left join lesson_counts n on n.course_id = t.course_id
    order by t.enrolled desc, t.course_id`);
  return result.rows.map((row) => {
    const pairs = Number(row.enrolled) * Number(row.lessons);
    return {
      courseId: row.course_id,
      title: row.title,
      enrolled: Number(row.enrolled),
      lessons: Number(row.lessons),
      finishedStudents: Number(row.finished_students),
      lessonCompletion: pairs === 0 ? 0 : Number(row.finished_lessons) / pairs,
    };
  });
}

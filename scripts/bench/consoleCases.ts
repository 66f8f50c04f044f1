/**
 * The console's heaviest reads, measured by `npm run bench:console` over 100 000 seeded orders. Each case is one
 * query as a screen asks it, with the p99 it must stay under; add a case to this list to measure another
 * screen.
 */
import type { Db } from '../../server/src/platform/db/client';
import { listOrdersForStaff, type StaffOrderFilter } from '../../server/src/modules/commerce/orderAdmin';
import { insightDashboard } from '../../server/src/modules/insight/dashboard';
import { addDays } from '../../contract/vocabulary/insight';

/** What the seeded data offers the cases to look for. */
export interface ConsoleBenchContext {
  db: Db;
  /** A seeded order's number (the list finds an order by its whole number, as it is read out). */
  orderNo: string;
  /** A buyer's phone in full, and its last four digits. */
  phone: string;
  /** A word of a course title as sold. */
  titleWord: string;
  /** A month inside the seeded range, as zoned times. */
  month: { createdFrom: string; createdBefore: string };
  /** The newest day of the seeded orders (Shanghai, YYYY-MM-DD): the dashboard's ranges end on it. */
  lastDay: string;
}

export interface ConsoleBenchCase {
  name: string;
  /** The p99 the case must stay under on PostgreSQL (the production database), in milliseconds. */
  targetP99Ms: number;
  /**
   * The p99 on the embedded database, where it differs: PGlite runs one query at a time on one thread, so a
   * screen made of several aggregates (the dashboard's seven) waits for their sum instead of the slowest.
   */
  embeddedTargetP99Ms?: number;
  run(context: ConsoleBenchContext): Promise<unknown>;
}

const LIST: Omit<StaffOrderFilter, 'q'> = { page: 1, size: 20, createdFrom: '', createdBefore: '' };

export const consoleCases: ConsoleBenchCase[] = [
  {
    name: 'orders: newest first, page 1',
    targetP99Ms: 150,
    run: ({ db }) => listOrdersForStaff(db, { ...LIST, q: '' }),
  },
  {
    name: 'orders: newest first, page 200',
    targetP99Ms: 150,
    run: ({ db }) => listOrdersForStaff(db, { ...LIST, q: '', page: 200 }),
  },
  {
    name: 'orders: by order number',
    targetP99Ms: 150,
    run: ({ db, orderNo }) => listOrdersForStaff(db, { ...LIST, q: orderNo }),
  },
  {
    name: 'orders: by phone',
    targetP99Ms: 150,
    run: ({ db, phone }) => listOrdersForStaff(db, { ...LIST, q: phone }),
  },
  {
    name: 'orders: by last four digits',
    targetP99Ms: 150,
    run: ({ db, phone }) => listOrdersForStaff(db, { ...LIST, q: phone.slice(-4) }),
  },
  {
    name: 'orders: by course title word',
    targetP99Ms: 150,
    run: ({ db, titleWord }) => listOrdersForStaff(db, { ...LIST, q: titleWord }),
  },
  {
    name: 'orders: by course title word, page 20',
    targetP99Ms: 150,
    run: ({ db, titleWord }) => listOrdersForStaff(db, { ...LIST, q: titleWord, page: 20 }),
  },
  {
    name: 'orders: paid in one month',
    targetP99Ms: 150,
    run: ({ db, month }) => listOrdersForStaff(db, { ...LIST, q: '', status: 'paid', ...month }),
  },
  {
    name: 'orders: refunded in one month, WeChat Pay',
    targetP99Ms: 150,
    run: ({ db, month }) => listOrdersForStaff(db, { ...LIST, q: '', status: 'refunded', channel: 'weixin', ...month }),
  },
  // The owner's dashboard over the ranges it offers, up to the longest a request may ask (366 days).
  {
    name: 'dashboard: last 30 days, per day',
    targetP99Ms: 500,
    run: ({ db, lastDay }) => insightDashboard(db, { from: addDays(lastDay, -29), to: lastDay, grain: 'day' }),
  },
  {
    name: 'dashboard: 366 days, per day',
    targetP99Ms: 500,
    embeddedTargetP99Ms: 1000,
    run: ({ db, lastDay }) => insightDashboard(db, { from: addDays(lastDay, -365), to: lastDay, grain: 'day' }),
  },
  {
    name: 'dashboard: 366 days, per week',
    targetP99Ms: 500,
    embeddedTargetP99Ms: 1000,
    run: ({ db, lastDay }) => insightDashboard(db, { from: addDays(lastDay, -365), to: lastDay, grain: 'week' }),
  },
];

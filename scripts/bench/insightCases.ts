/**
 * The owner's dashboard as a console bench case: the dashboard call over the ranges the console offers, the
 * heaviest being a whole year (366 days) per day and per week. Plug into the console bench's `cases` list:
 *
 *   cases.push(...insightCases({ inject: (path, form, token) => app.inject(...), staffToken, today }));
 *
 * where `staffToken` is a session of a member with insight.read (owner or finance) and `today` is the newest
 * day of the seeded orders (YYYY-MM-DD, Shanghai), so every range holds them. Each case is one timed request;
 * it throws when the answer is not a success, so a failing dashboard never reads as a fast one.
 */
import { ADMIN_API } from '../../contract/api/schemas/admin/paths';
import { addDays } from '../../contract/vocabulary/insight';

/** One request of the running app: its status code and body, as app.inject or fetch gives them. */
export type BenchInject = (
  path: string,
  form: Record<string, string>,
  token: string,
) => Promise<{ statusCode: number; body: string }>;

export interface InsightBenchInput {
  inject: BenchInject;
  /** A staff session with insight.read. */
  staffToken: string;
  /** The last day of the seeded orders. */
  today: string;
}

export interface BenchCase {
  name: string;
  /** One request, timed by the bench; throws on anything but success. */
  run: () => Promise<void>;
}

export const INSIGHT_PATH = `${ADMIN_API}/insight/dashboard`;

/** The dashboard's ranges, from the default week to the longest a request may ask for. */
export function insightCases({ inject, staffToken, today }: InsightBenchInput): BenchCase[] {
  const ranges = [
    { name: 'insight: 近 7 天, per day', days: 7, grain: 'day' },
    { name: 'insight: 近 30 天, per day', days: 30, grain: 'day' },
    { name: 'insight: 366 days, per day', days: 366, grain: 'day' },
    { name: 'insight: 366 days, per week', days: 366, grain: 'week' },
  ] as const;
  return ranges.map(({ name, days, grain }) => ({
    name,
    run: async () => {
      const form = { from: addDays(today, 1 - days), to: today, grain };
      const answer = await inject(INSIGHT_PATH, form, staffToken);
      const status = answer.statusCode === 200 ? (JSON.parse(answer.body) as { status: number; message: string }) : null;
      if (!status || status.status !== 1) throw new Error(`${name}: ${answer.statusCode} ${answer.body.slice(0, 200)}`);
    },
  }));
}

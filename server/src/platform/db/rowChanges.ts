/**
 * The database's word on whose rows changed: the triggers of migrations 0011 and 0013 send, on the
 * `user_rows` channel when a change commits, the user's id for their session or account row, `answers:<id>`
 * for their other rows, or `*` for shared catalogue rows. Every instance listens, so what one instance, a job
 * or an operator changes reaches the copies all of them keep (services/userCache.ts).
 */
import pg from 'pg';
import type { DatabaseHandle } from './client';

export const USER_ROWS_CHANNEL = 'user_rows';
/** How the listening connection shows in pg_stat_activity. */
export const ROW_CHANGES_APPLICATION_NAME = 'xueban-row-changes';

export interface RowChangeListener {
  /** A committed change: a user's id, `answers:` and a user's id, or `*`. */
  change(payload: string): void;
  /** The connection dropped: changes from now until `live` may be missed. */
  gap(): void;
  /** Listening (again): every change from here on arrives. */
  live(): void;
}

export interface RowChangeFeed {
  /** Resolves once listening; the returned function stops. */
  watch(listener: RowChangeListener): Promise<() => Promise<void>>;
  /**
   * Resolves once every change committed before the call has reached the listener. A notice travels on a
   * connection of its own, so it can arrive a moment after the write that caused it has answered; tools and
   * tests that write rows directly and read through the API at once wait on this.
   */
  caughtUp(): Promise<void>;
}

/** Markers `caughtUp` sends through the channel; every instance hears them, and only the sender acts. */
const FENCE_PREFIX = 'caught-up:';
const FENCE_TIMEOUT_MS = 5_000;

let fenceCount = 0;

/** How long to wait before listening again after the connection to PostgreSQL dropped. */
const RECONNECT_DELAYS_MS = [100, 500, 1_000, 2_000];

export function rowChangesOf(handle: DatabaseHandle): RowChangeFeed {
  if (handle.kind === 'pglite') {
    const client = handle.client;
    return {
      async watch(listener) {
        // In one process nothing is ever missed: PGlite runs inside it.
        const unlisten = await client.listen(USER_ROWS_CHANNEL, listener.change);
        listener.live();
        return async () => {
          if (!client.closed) await unlisten();
        };
      },
      // PGlite hands a committed change's notices to the listeners before the write itself resolves.
      caughtUp: async () => undefined,
    };
  }
  const connectionString = (handle.client.options as { connectionString?: string }).connectionString;
  /** Each watcher's own round trip of a marker; see caughtUp. */
  const watchers = new Set<() => Promise<void>>();
  return {
    async caughtUp() {
      await Promise.all([...watchers].map((caughtUp) => caughtUp()));
    },
    async watch(listener) {
      let client: pg.Client | undefined;
      let stopped = false;
      /*
       * Notices reach a listener in the order their transactions committed: once a marker sent now comes
       * back on this connection, every change committed before it has arrived.
       */
      const fences = new Map<string, () => void>();
      const caughtUp = async () => {
        const sender = client;
        if (!sender) return;
        fenceCount += 1;
        const fence = `${FENCE_PREFIX}${process.pid}:${fenceCount}`;
        const back = new Promise<void>((resolve) => {
          fences.set(fence, resolve);
          // A connection that drops meanwhile starts the copies afresh anyway: do not wait for ever.
          setTimeout(resolve, FENCE_TIMEOUT_MS).unref();
        });
        try {
          await sender.query('select pg_notify($1, $2)', [USER_ROWS_CHANNEL, fence]);
          await back;
        } catch {
          // The connection dropped: see above.
        } finally {
          fences.delete(fence);
        }
      };
      watchers.add(caughtUp);
      let attempt = 0;
      let retry: NodeJS.Timeout | undefined;

      const connect = async (): Promise<void> => {
        const next = new pg.Client({ connectionString, application_name: ROW_CHANGES_APPLICATION_NAME });
        client = next;
        let lost = false;
        const onLost = () => {
          if (lost || stopped) return;
          lost = true;
          listener.gap();
          next.end().catch(() => undefined);
          const delay = RECONNECT_DELAYS_MS[Math.min(attempt, RECONNECT_DELAYS_MS.length - 1)]!;
          attempt += 1;
          retry = setTimeout(() => void connect(), delay);
          retry.unref();
        };
        next.on('error', onLost);
        next.on('end', onLost);
        next.on('notification', (message) => {
          const payload = message.payload;
          if (message.channel !== USER_ROWS_CHANNEL || !payload) return;
          if (payload.startsWith(FENCE_PREFIX)) fences.get(payload)?.();
          else listener.change(payload);
        });
        try {
          await next.connect();
          await next.query(`LISTEN ${USER_ROWS_CHANNEL}`);
        } catch {
          onLost();
          return;
        }
        if (stopped) {
          await next.end().catch(() => undefined);
          return;
        }
        attempt = 0;
        listener.live();
      };

      // Unreachable now: the copies wait (nothing is kept) until a retry connects.
      await connect();
      return async () => {
        stopped = true;
        watchers.delete(caughtUp);
        clearTimeout(retry);
        await client?.end().catch(() => undefined);
      };
    },
  };
}

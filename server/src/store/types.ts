/**
 * Short-lived shared state (captcha answers, SMS codes, rate-limit counters, cached reads). With REDIS_URL
 * every instance sees the same values; otherwise they live in this process.
 */
export interface Store {
  get(key: string): Promise<string | null>;
  set(key: string, value: string, ttlSeconds: number): Promise<void>;
  del(key: string): Promise<void>;
  /** Adds one and returns the new count; the TTL starts with the first increment. */
  incr(key: string, ttlSeconds: number): Promise<number>;
  /** Returns the value and deletes it in one step, so a value can be used only once. */
  take(key: string): Promise<string | null>;
  close(): Promise<void>;
}

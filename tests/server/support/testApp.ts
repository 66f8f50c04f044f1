import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { ApiCall, AppDataOf, Envelope, RequestOf } from '../../../contract/api/schemas/contract';
import { type BuildAppOptions, buildApp } from '../../../server/src/app';
import { type AppConfig, loadConfig } from '../../../server/src/platform/config';
import type { Db } from '../../../server/src/platform/db/client';
import { type RowChangeFeed, rowChangesOf } from '../../../server/src/platform/db/rowChanges';
import { createStore, type Store } from '../../../server/src/platform/store';
import { type FreshDatabase, freshDatabase } from '../platform/db/freshDatabase';
import { TEST_PASSWORD_HASH_COST } from '../../setup/passwordHashing';

export const TEST_CAPTCHA_ANSWER = 'Xb26';

/** Configuration as tests use it; extra variables override the defaults. */
export function testConfig(dataDir: string, env: Record<string, string> = {}): AppConfig {
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    CAPTCHA_FIXED_ANSWER: TEST_CAPTCHA_ANSWER,
    PASSWORD_HASH_COST: String(TEST_PASSWORD_HASH_COST),
    ...env,
  });
}

/** The shared ephemeral store of the run: Redis when REDIS_URL is set (keys namespaced per test file). */
export function testStore(): Promise<Store> {
  return createStore({ redisUrl: process.env.REDIS_URL, prefix: `xueban-test:${randomBytes(6).toString('hex')}:` });
}

export type FormFields = Record<string, string | number | boolean | readonly string[] | undefined>;

export function formBody(fields: FormFields): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) params.append(key, item);
    else params.append(key, String(value));
  }
  return params.toString();
}

export interface RequestOptions {
  token?: string;
  headers?: Record<string, string>;
  /** Client address; by default every request comes from a different one, so rate limits stay out of the way. */
  remoteAddress?: string;
}

let addressCounter = 0;
function nextAddress(): string {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}

export interface TestApp {
  app: FastifyInstance;
  config: AppConfig;
  db: Db;
  store: Store;
  dataDir: string;
  /** Current time of the app's clock; tests move it to check expiry. */
  clock: { now: Date };
  /** The database's change notices this app follows (absent on a database it was handed). */
  rowChanges?: RowChangeFeed;
  /** Posts form fields with the organisation header, or with a bearer token when given. */
  post(path: string, fields?: FormFields | string, options?: RequestOptions): Promise<LightMyRequestResponse>;
  /** Calls a descriptor and returns the envelope. */
  call<Call extends ApiCall>(call: Call, fields?: FormFields | RequestOf<Call>, options?: RequestOptions): Promise<Envelope>;
  /** Calls a descriptor, expects status 1 and returns appData checked against the response schema. */
  ok<Call extends ApiCall>(call: Call, fields?: FormFields | RequestOf<Call>, options?: RequestOptions): Promise<AppDataOf<Call>>;
  /** Calls a descriptor, expects status 0 and returns the message. */
  fails<Call extends ApiCall>(call: Call, fields?: FormFields, options?: RequestOptions): Promise<string>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  seed?: boolean;
  /** Use this database instead of a fresh one (it is not cleaned up). */
  db?: Db;
  build?: Partial<BuildAppOptions>;
}

/** A built app on a fresh database (seeded with the demo content unless told otherwise). */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(join(tmpdir(), 'xueban-api-'));
  let fresh: FreshDatabase | undefined;
  let db: Db;
  if (options.db) {
    db = options.db;
  } else {
    fresh = await freshDatabase({ seed: options.seed ?? true });
    db = fresh.handle.db;
  }
  const store = await testStore();
  const config = testConfig(dataDir, options.env);
  const rowChanges = fresh ? rowChangesOf(fresh.handle) : undefined;
  const clock = { now: new Date() };
  const app = await buildApp({
    config,
    db,
    store,
    clock: () => clock.now,
    distDir: null,
    assetsDir: null,
    // As the server runs: signed-in users' sessions and reads are copied, kept right by the database's notices.
    ...(rowChanges ? { rowChanges } : {}),
    ...options.build,
  });
  await app.ready();

  const post: TestApp['post'] = (path, fields = {}, requestOptions = {}) =>
    app.inject({
      method: 'POST',
      url: path,
      remoteAddress: requestOptions.remoteAddress ?? nextAddress(),
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: requestOptions.token ? `Bearer ${requestOptions.token}` : `Org ${config.orgNumber}`,
        ...requestOptions.headers,
      },
      payload: typeof fields === 'string' ? fields : formBody(fields),
    });

  const call: TestApp['call'] = async (descriptor, fields = {}, requestOptions = {}) => {
    const response = await post(descriptor.path, fields as FormFields, requestOptions);
    return response.json<Envelope>();
  };

  return {
    app,
    config,
    db,
    store,
    dataDir,
    clock,
    ...(rowChanges ? { rowChanges } : {}),
    post,
    call,
    async ok(descriptor, fields, requestOptions) {
      const envelope = await call(descriptor, fields, requestOptions);
      expect(envelope, envelope.message).toMatchObject({ status: 1 });
      return descriptor.response.parse(envelope.appData) as never;
    },
    async fails(descriptor, fields, requestOptions) {
      const envelope = await call(descriptor, fields, requestOptions);
      expect(envelope.status).toBe(0);
      expect(envelope.appData).toBeNull();
      return envelope.message;
    },
    async close() {
      await app.close();
      await store.close();
      await fresh?.cleanup();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

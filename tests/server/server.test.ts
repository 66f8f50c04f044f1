import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../../server/src/server';

const STARTUP_MS = 180_000;

async function postForm(server: RunningServer, path: string, body: string) {
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Org ${server.config.orgNumber}` },
    body,
  });
  return (await response.json()) as { status: number; appData: Record<string, unknown> | null };
}

describe('server start without configuration', () => {
  let dataDir: string;
  // As `npm start` runs it (NODE_ENV=development), with only the data directory and a free port set: no
  // DATABASE_URL, no REDIS_URL.
  const env = () => ({ NODE_ENV: 'development', DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1' });

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'xueban-server-'));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it(
    'migrates and seeds an embedded database on first start, telling each step, and reuses it on the next',
    async () => {
      const steps: string[] = [];
      const first = await startServer(env(), { progress: (step) => steps.push(step) });
      let messageId: unknown;
      try {
        expect(first.seeded).toBe(true);
        expect(steps).toEqual([`正在打开数据库（${dataDir}）…`, '正在检查数据库结构并准备演示数据…']);
        expect(first.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
        const basic = await postForm(first, '/api/web/v1/common/getbasicdata', '');
        expect(basic.status).toBe(1);
        const saved = await postForm(
          first,
          '/api/web/v1/onlineMesage/add',
          'name=%E5%BC%A0%E4%B8%89&phone=13900000001&content=%E7%AC%AC%E4%B8%80%E6%AC%A1',
        );
        expect(saved.status).toBe(1);
        messageId = saved.appData?.id;
      } finally {
        await first.close();
      }

      const second = await startServer(env());
      try {
        expect(second.seeded).toBe(false);
        const again = await postForm(
          second,
          '/api/web/v1/onlineMesage/add',
          'name=%E5%BC%A0%E4%B8%89&phone=13900000001&content=%E7%AC%AC%E4%BA%8C%E6%AC%A1',
        );
        expect(again.appData?.id).toBe(Number(messageId) + 1);
      } finally {
        await second.close();
      }
    },
    STARTUP_MS,
  );

  it(
    'leaves an empty database without demo courses or accounts when DEMO_CONTENT is off',
    async () => {
      const emptyDir = await mkdtemp(join(tmpdir(), 'xueban-server-empty-'));
      const steps: string[] = [];
      const server = await startServer(
        { ...env(), DATA_DIR: emptyDir, DEMO_CONTENT: 'false' },
        { progress: (step) => steps.push(step) },
      );
      try {
        expect(server.seeded).toBe(false);
        expect(steps).toContain('正在检查数据库结构…');
        const banners = await postForm(server, '/api/web/v1/homePage/findBanner', '');
        expect(banners).toMatchObject({ status: 1, appData: { list: [] } });
      } finally {
        await server.close();
        await rm(emptyDir, { recursive: true, force: true });
      }
    },
    STARTUP_MS,
  );

  it('refuses to start in production with the development keys', async () => {
    await expect(startServer({ ...env(), NODE_ENV: 'production' })).rejects.toThrow(/AES_KEY/);
  });
});

import { delay, http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAppApiClient } from '@/app/api/createAppApiClient';
import type { AppBridge } from '@/app/runtime/bridge';
import { createAppActor } from '@/app/runtime/createAppActor';
import { createPromptStore } from '@/app/runtime/promptStore';
import type { ToastSink } from '@/app/runtime/toastSink';
import { config } from '@/config';
import { toAppRoute } from '@/app/routes';

const WEB = 'http://web.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
// The slow answer of the time-out test lands after its call gave up; let it land while the environment lives.
afterAll(async () => {
  await delay(500);
  server.close();
});

const answer = (body: JsonBodyType, status = 200) =>
  http.post(`${WEB}/api/web/v1/probe`, () => HttpResponse.json(body, { status }));

// Long enough for a first call on a loaded machine (it loads the HTTP client); the time-out test shortens it.
function wiredClient({ loggedIn = false, path = '/news', eToken = null as string | null, timeoutMs = 5_000 } = {}) {
  const effects = {
    navigate: vi.fn(),
    loadPage: vi.fn(),
    toast: vi.fn(),
    persistUser: vi.fn(),
    clearPersistedUser: vi.fn(),
    persistSearchHistory: vi.fn(),
    clearEvaluationToken: vi.fn(),
    endServerSession: vi.fn(),
  };
  const actor = createAppActor(effects, {
    input: {
      storedUser: loggedIn ? { user: { rsNo: 'RS1001', name: '李同学' }, token: 'token-1' } : null,
      route: toAppRoute(path, ''),
    },
  });
  const toasts: ToastSink = { show: vi.fn(), attach: vi.fn(() => () => undefined) };
  const bridge: AppBridge = { actor, prompts: createPromptStore(), toasts };
  const client = createAppApiClient({
    bridge: () => bridge,
    cookies: { getEToken: () => eToken },
    config: { ...config, hosts: { web: WEB, auth: WEB }, requestTimeoutMs: timeoutMs, encryptedBody: false },
  });
  return { client, actor, bridge, effects };
}

describe('HTTP client wired to the app', () => {
  it('sends the logged-in user token from the app state as a bearer credential', async () => {
    let authorization: string | null = null;
    server.use(
      http.post(`${WEB}/api/web/v1/probe`, ({ request }) => {
        authorization = request.headers.get('authorization');
        return HttpResponse.json({ status: 1, message: '', appData: { ok: true } });
      }),
    );
    const { client } = wiredClient({ loggedIn: true });
    await expect(client.call('/api/web/v1/probe')).resolves.toEqual({ ok: true });
    expect(authorization).toBe('Bearer token-1');
  });

  it('turns status 2 or 4 into the session-expired warning carrying the server message', async () => {
    server.use(answer({ status: 4, message: '登录已失效，请重新登录', appData: null }));
    const { client, actor } = wiredClient({ loggedIn: true, path: '/personal/order' });
    await expect(client.call('/api/web/v1/probe')).rejects.toMatchObject({ name: 'SessionExpiredError' });
    const snapshot = actor.getSnapshot();
    expect(snapshot.hasTag('sessionExpiredNotice')).toBe(true);
    expect(snapshot.context.sessionExpiredMessage).toBe('登录已失效，请重新登录');
    expect(snapshot.context.user).toBeNull();
  });

  it('shows the server message of a status-0 answer as a warning', async () => {
    server.use(answer({ status: 0, message: '课程已下架', appData: null }));
    const { client, bridge } = wiredClient();
    await expect(client.call('/api/web/v1/probe')).rejects.toMatchObject({ status: 0 });
    expect(bridge.prompts.getSnapshot()).toEqual([expect.objectContaining({ kind: 'warning', message: '课程已下架' })]);
  });

  it('shows an HTTP failure as a system-prompt notice', async () => {
    server.use(answer({ message: '网关超时' }, 502));
    const { client, bridge } = wiredClient();
    await expect(client.call('/api/web/v1/probe')).rejects.toMatchObject({ httpStatus: 502 });
    expect(bridge.prompts.getSnapshot()).toEqual([
      expect.objectContaining({ kind: 'notice', title: '系统提示', message: '网关超时' }),
    ]);
  });

  it('shows failures in the evaluation area as toasts and sends its eToken', async () => {
    let authorization: string | null = null;
    server.use(
      http.post(`${WEB}/api/web/v1/probe`, ({ request }) => {
        authorization = request.headers.get('authorization');
        return HttpResponse.json({ status: 0, message: '测评尚未开始', appData: null });
      }),
    );
    const { client, bridge } = wiredClient({ path: '/e/report', eToken: 'etoken-9' });
    await expect(client.call('/api/web/v1/probe')).rejects.toMatchObject({ status: 0 });
    expect(authorization).toBe('Bearer etoken-9');
    expect(bridge.toasts.show).toHaveBeenCalledWith({ message: '测评尚未开始', tone: 'error' });
    expect(bridge.prompts.getSnapshot()).toEqual([]);
  });

  it('raises the time-out flag with a toast, and the next success clears it', async () => {
    server.use(
      http.post(`${WEB}/api/web/v1/probe`, async () => {
        await delay(400);
        return HttpResponse.json({ status: 1, message: '', appData: null });
      }),
    );
    const { client, actor, bridge } = wiredClient({ timeoutMs: 100 });
    await expect(client.call('/api/web/v1/probe')).rejects.toMatchObject({ name: 'TimeoutError' });
    expect(actor.getSnapshot().context.requestTimedOut).toBe(true);
    expect(bridge.toasts.show).toHaveBeenCalledWith({ message: '请求超时，请稍后重试', tone: 'warning' });

    server.use(answer({ status: 1, message: '', appData: { ok: true } }));
    await client.call('/api/web/v1/probe');
    expect(actor.getSnapshot().context.requestTimedOut).toBe(false);
  });
});

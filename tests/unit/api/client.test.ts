import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { z } from 'zod';
import {
  ApiError,
  CancelledError,
  createApiClient,
  genericViewMessage,
  HttpError,
  SessionExpiredError,
  TimeoutError,
  UnexpectedAnswerError,
  type ApiArea,
  type ApiClientOptions,
} from '@/api/client';
import { OPENING_ANSWERS_ID, resetOpeningAnswers } from '@/api/http/openingAnswers';
import { defineCall } from '@contract/api/schemas/contract';
import { config } from '@/config';
import { api as zh } from '@/i18n/locales/zh-CN/api';
import { aesDecrypt } from '@/lib/aes';
import { otherAuthentication } from '@contract/api/calls/user/learning';

const WEB = 'http://api.test';
const AUTH = 'http://auth.test';
const TEST_AES_KEY = 'test-aes-passphrase';

const testConfig: ApiClientOptions['config'] = {
  hosts: { web: WEB, auth: AUTH },
  // Long enough for a first call on a loaded machine (it loads the HTTP client); the time-out tests shorten it.
  requestTimeoutMs: 5_000,
  aesKey: TEST_AES_KEY,
  encryptedBody: false,
  client: config.client,
};

interface Seen {
  url: string;
  method: string;
  contentType: string | null;
  authorization: string | null;
  body: string;
}

let seen: Seen[] = [];
// Slow answers outlive the calls that time out or are cancelled; they must land before the test environment goes.
const slowAnswers = new Set<Promise<void>>();

function answer(path: string, body: unknown, init?: { status?: number; waitMs?: number }) {
  return http.post(`${WEB}${path}`, async ({ request }) => {
    seen.push({
      url: request.url,
      method: request.method,
      contentType: request.headers.get('content-type'),
      authorization: request.headers.get('authorization'),
      body: await request.text(),
    });
    if (init?.waitMs) {
      const wait = delay(init.waitMs);
      slowAnswers.add(wait);
      await wait;
      slowAnswers.delete(wait);
    }
    return HttpResponse.json(body as Record<string, unknown>, { status: init?.status ?? 200 });
  });
}

const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  seen = [];
});
afterAll(async () => {
  await Promise.all(slowAnswers);
  await delay(50);
  server.close();
});

function setup(overrides: Partial<ApiClientOptions> = {}) {
  const callbacks = {
    onSessionExpired: vi.fn<(message: string, area: ApiArea) => void>(),
    onNotice: vi.fn<(title: string, message: string) => void>(),
    onWarning: vi.fn<(message: string) => void>(),
    onToast: vi.fn<(message: string) => void>(),
    onTimeout: vi.fn<(message: string) => void>(),
    onSuccess: vi.fn<() => void>(),
  };
  const client = createApiClient({ config: testConfig, getSession: () => null, ...callbacks, ...overrides });
  return { client, ...callbacks };
}

async function failure(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('the call was expected to fail');
}

const findCourse = defineCall({
  path: '/api/web/v1/course/findByCourseId',
  summary: '课程详情',
  auth: false,
  request: z.object({ courseId: z.coerce.number() }),
  response: z.object({ courseId: z.number(), courseName: z.string() }),
});

describe('answers with status 1', () => {
  it('resolves with appData', async () => {
    server.use(answer('/api/web/v1/common/getbasicdata', { status: 1, message: '成功', appData: { platformId: 7 } }));
    const { client, onWarning } = setup();
    await expect(client.call('/api/web/v1/common/getbasicdata')).resolves.toEqual({ platformId: 7 });
    expect(onWarning).not.toHaveBeenCalled();
  });

  it('checks appData against the call schema and drops fields the contract does not name', async () => {
    server.use(
      answer(findCourse.path, { status: 1, message: '', appData: { courseId: 3, courseName: '初一数学', extra: true } }),
    );
    const { client } = setup();
    await expect(client.call(findCourse, { courseId: 3 })).resolves.toEqual({ courseId: 3, courseName: '初一数学' });
  });

  it('reports an answer that breaks the contract as unreadable', async () => {
    server.use(answer(findCourse.path, { status: 1, message: '', appData: { courseId: 'three' } }));
    const { client, onNotice } = setup();
    const error = await failure(client.call(findCourse, { courseId: 3 }));
    expect(error).toBeInstanceOf(UnexpectedAnswerError);
    expect(onNotice).toHaveBeenCalledWith(zh.systemPrompt, zh.unexpectedAnswer);
  });
});

describe('typed calls', () => {
  it('takes the payload and gives appData in the types of the call descriptor', () => {
    const { client } = setup();
    const typed = () => client.call(findCourse, { courseId: 3 });
    expectTypeOf(typed).returns.resolves.toEqualTypeOf<{ courseId: number; courseName: string }>();
    // @ts-expect-error courseId is a required field of this call
    expectTypeOf(() => client.call(findCourse)).toBeFunction();
    // @ts-expect-error courseName is not a field of this call's request
    expectTypeOf(() => client.call(findCourse, { courseId: 3, courseName: 'x' })).toBeFunction();
  });
});

describe('answers with status 0', () => {
  it('shows the server message as a warning and rejects with a handled ApiError', async () => {
    server.use(answer('/api/v1/userinfo/login', { status: 0, message: '验证码错误', appData: null }));
    const { client, onWarning, onToast } = setup();
    const error = await failure(client.call('/api/v1/userinfo/login', { loginName: '13800000000' }));
    expect(onWarning).toHaveBeenCalledWith('验证码错误');
    expect(onToast).not.toHaveBeenCalled();
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, message: '验证码错误', handled: true });
  });

  it('leaves the message to a caller that handles errors itself', async () => {
    server.use(answer('/api/v1/userinfo/login', { status: 0, message: '验证码错误', appData: null }));
    const { client, onWarning } = setup();
    const error = await failure(client.call('/api/v1/userinfo/login', {}, { handleError: true }));
    expect(onWarning).not.toHaveBeenCalled();
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, message: '验证码错误', handled: false, path: '/api/v1/userinfo/login' });
  });

  it('falls back to a generic text when the server sends no message', async () => {
    server.use(answer('/api/v1/sms/send', { status: 0, message: '', appData: null }));
    const { client, onWarning } = setup();
    await failure(client.call('/api/v1/sms/send'));
    expect(onWarning).toHaveBeenCalledWith(zh.view.requestError);
  });

  it('shows nothing for a silent call', async () => {
    server.use(answer('/api/web/v1/weixin/shareConfig', { status: 0, message: '签名失败', appData: null }));
    const { client, onWarning, onToast, onNotice } = setup();
    const error = await failure(client.call('/api/web/v1/weixin/shareConfig', { type: 3 }, { silent: true }));
    expect(error).toBeInstanceOf(ApiError);
    expect(onWarning).not.toHaveBeenCalled();
    expect(onToast).not.toHaveBeenCalled();
    expect(onNotice).not.toHaveBeenCalled();
  });
});

describe('answers with status 2 or 4', () => {
  it.each([2, 4])('reports status %i as an expired session with the server message', async (status) => {
    server.use(answer('/api/v1/orders/buyRecord', { status, message: '登录已失效，请重新登录', appData: null }));
    const { client, onSessionExpired, onWarning } = setup();
    const error = await failure(client.call('/api/v1/orders/buyRecord', {}, { handleError: true }));
    expect(onSessionExpired).toHaveBeenCalledWith('登录已失效，请重新登录', 'main');
    expect(onWarning).not.toHaveBeenCalled();
    expect(error).toBeInstanceOf(SessionExpiredError);
    expect(error).toMatchObject({ status, handled: true });
  });

  it('tells the app the session expired inside the evaluation area, without a toast', async () => {
    server.use(answer('/api/v1/orders/myOrderDetail', { status: 4, message: '请先登录', appData: null }));
    const { client, onSessionExpired, onToast } = setup({ area: () => 'evaluation' });
    await failure(client.call('/api/v1/orders/myOrderDetail'));
    expect(onSessionExpired).toHaveBeenCalledWith('请先登录', 'evaluation');
    expect(onToast).not.toHaveBeenCalled();
  });
});

describe('the evaluation area', () => {
  it('shows failures as toasts instead of warnings', async () => {
    server.use(answer('/api/web/v1/learningManagement/home', { status: 0, message: '暂无测评报告', appData: null }));
    let area: ApiArea = 'main';
    const { client, onToast, onWarning } = setup({ area: () => area });
    area = 'evaluation';
    await failure(client.call('/api/web/v1/learningManagement/home'));
    expect(onToast).toHaveBeenCalledWith('暂无测评报告');
    expect(onWarning).not.toHaveBeenCalled();
  });

  it('lets one call choose its area', async () => {
    server.use(answer('/api/web/v1/learningManagement/plan', { status: 0, message: '暂无学习计划', appData: null }));
    const { client, onToast } = setup();
    await failure(client.call('/api/web/v1/learningManagement/plan', {}, { area: 'evaluation' }));
    expect(onToast).toHaveBeenCalledWith('暂无学习计划');
  });
});

describe('transport failures', () => {
  it('shows a system-prompt notice with the server text for an HTTP error', async () => {
    server.use(answer('/api/web/v1/news', { status: 0, message: '服务暂时不可用', appData: null }, { status: 503 }));
    const { client, onNotice, onWarning } = setup();
    const error = await failure(client.call('/api/web/v1/news'));
    expect(onNotice).toHaveBeenCalledWith(zh.systemPrompt, '服务暂时不可用');
    expect(onWarning).not.toHaveBeenCalled();
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ httpStatus: 503 });
  });

  it('names the HTTP status when the error page has no message', async () => {
    server.use(http.post(`${WEB}/api/web/v1/news`, () => new HttpResponse('<h1>Internal Server Error</h1>', { status: 500 })));
    const { client, onNotice } = setup();
    await failure(client.call('/api/web/v1/news'));
    expect(onNotice).toHaveBeenCalledWith(zh.systemPrompt, zh.httpError.replace('{{status}}', '500'));
  });

  it('shows a notice when no answer arrives at all', async () => {
    server.use(http.post(`${WEB}/api/web/v1/news`, () => HttpResponse.error()));
    const { client, onNotice } = setup();
    const error = await failure(client.call('/api/web/v1/news'));
    expect(error).toMatchObject({ httpStatus: 0 });
    expect(onNotice).toHaveBeenCalledWith(zh.systemPrompt, zh.networkError);
  });

  it('treats a successful HTTP answer that is not an envelope as unreadable', async () => {
    server.use(http.post(`${WEB}/api/web/v1/news`, () => HttpResponse.text('<html>maintenance</html>')));
    const { client, onNotice } = setup();
    expect(await failure(client.call('/api/web/v1/news'))).toBeInstanceOf(UnexpectedAnswerError);
    expect(onNotice).toHaveBeenCalledWith(zh.systemPrompt, zh.unexpectedAnswer);
  });

  it('keeps quiet about transport failures of a silent call', async () => {
    server.use(http.post(`${WEB}/api/web/v1/weixin/shareConfig`, () => new HttpResponse(null, { status: 502 })));
    const { client, onNotice } = setup();
    await failure(client.call('/api/web/v1/weixin/shareConfig', {}, { silent: true }));
    expect(onNotice).not.toHaveBeenCalled();
  });
});

describe('time-outs', () => {
  const shortTimeout = { config: { ...testConfig, requestTimeoutMs: 150 } };

  it('reports a time-out after the configured time and sets the time-out flag', async () => {
    server.use(answer('/api/web/v1/course/findByCategoryId', { status: 1, message: '', appData: [] }, { waitMs: 600 }));
    const { client, onTimeout, onNotice } = setup(shortTimeout);
    const error = await failure(client.call('/api/web/v1/course/findByCategoryId'));
    expect(error).toBeInstanceOf(TimeoutError);
    expect(error).toMatchObject({ timeoutMs: 150, message: zh.timeout });
    expect(onTimeout).toHaveBeenCalledWith(zh.timeout);
    expect(onNotice).not.toHaveBeenCalled();
    expect(client.timedOut).toBe(true);
  });

  it('clears the flag on the next success, and only once', async () => {
    server.use(
      answer('/api/web/v1/slow', { status: 1, message: '', appData: null }, { waitMs: 600 }),
      answer('/api/web/v1/fast', { status: 1, message: '', appData: null }),
    );
    const { client, onSuccess } = setup(shortTimeout);
    await failure(client.call('/api/web/v1/slow'));
    await client.call('/api/web/v1/fast');
    expect(onSuccess).toHaveBeenCalledTimes(1);
    expect(client.timedOut).toBe(false);
    await client.call('/api/web/v1/fast');
    expect(onSuccess).toHaveBeenCalledTimes(1);
  });

  it('keeps the flag when the next answer is a failure', async () => {
    server.use(
      answer('/api/web/v1/slow', { status: 1, message: '', appData: null }, { waitMs: 600 }),
      answer('/api/web/v1/refused', { status: 0, message: '参数错误', appData: null }),
    );
    const { client, onSuccess } = setup(shortTimeout);
    await failure(client.call('/api/web/v1/slow'));
    await failure(client.call('/api/web/v1/refused'));
    expect(onSuccess).not.toHaveBeenCalled();
    expect(client.timedOut).toBe(true);
  });
});

describe('cancelling identical calls', () => {
  it('cancels an earlier identical call still in flight, silently', async () => {
    server.use(answer('/api/web/v1/search/Information', { status: 1, message: '', appData: ['函数'] }, { waitMs: 50 }));
    const { client, onNotice, onWarning, onTimeout } = setup();
    const first = client.call('/api/web/v1/search/Information', { keyword: '函数' }, { cancelPrevious: true });
    const second = client.call('/api/web/v1/search/Information', { keyword: '函数' }, { cancelPrevious: true });
    expect(await failure(first)).toBeInstanceOf(CancelledError);
    await expect(second).resolves.toEqual(['函数']);
    expect(onNotice).not.toHaveBeenCalled();
    expect(onWarning).not.toHaveBeenCalled();
    expect(onTimeout).not.toHaveBeenCalled();
  });

  it('lets calls with different payloads run side by side', async () => {
    server.use(answer('/api/web/v1/search/Information', { status: 1, message: '', appData: [] }, { waitMs: 30 }));
    const { client } = setup();
    const first = client.call('/api/web/v1/search/Information', { keyword: '函数' }, { cancelPrevious: true });
    const second = client.call('/api/web/v1/search/Information', { keyword: '几何' }, { cancelPrevious: true });
    await expect(Promise.all([first, second])).resolves.toEqual([[], []]);
  });

  it('lets identical calls that did not ask for it run side by side', async () => {
    server.use(answer('/api/web/v1/search/Information', { status: 1, message: '', appData: [] }, { waitMs: 30 }));
    const { client } = setup();
    const first = client.call('/api/web/v1/search/Information', { keyword: '函数' });
    const second = client.call('/api/web/v1/search/Information', { keyword: '函数' });
    await expect(Promise.all([first, second])).resolves.toEqual([[], []]);
  });

  it('cancels a call whose caller aborts it', async () => {
    server.use(answer('/api/web/v1/news', { status: 1, message: '', appData: [] }, { waitMs: 50 }));
    const { client } = setup();
    const controller = new AbortController();
    const pending = client.call('/api/web/v1/news', {}, { signal: controller.signal });
    controller.abort();
    expect(await failure(pending)).toBeInstanceOf(CancelledError);
  });

  it('cancels every replaceable call still in flight on request', async () => {
    server.use(answer('/api/web/v1/news', { status: 1, message: '', appData: [] }, { waitMs: 50 }));
    const { client } = setup();
    const pending = client.call('/api/web/v1/news', {}, { cancelPrevious: true });
    client.cancelPending();
    expect(await failure(pending)).toBeInstanceOf(CancelledError);
  });
});

describe('request headers', () => {
  it('authorises an anonymous call with the organisation number', async () => {
    server.use(answer('/api/web/v1/common/problemFeedback', { status: 1, message: '', appData: null }));
    const { client } = setup();
    await client.call('/api/web/v1/common/problemFeedback');
    expect(seen[0]?.authorization).toBe(`Org ${config.client.number}`);
  });

  it('authorises a logged-in call with the bearer token of the current area', async () => {
    server.use(answer('/api/v1/orders/buyRecord', { status: 1, message: '', appData: [] }));
    const getSession = vi.fn((area: ApiArea) => ({ token: area === 'evaluation' ? 'e-token' : 'main-token' }));
    const { client } = setup({ getSession });
    await client.call('/api/v1/orders/buyRecord');
    await client.call('/api/v1/orders/buyRecord', {}, { area: 'evaluation' });
    expect(seen.map((request) => request.authorization)).toEqual(['Bearer main-token', 'Bearer e-token']);
    expect(getSession.mock.calls).toEqual([['main'], ['evaluation']]);
  });
});

describe('request bodies', () => {
  it('posts form-encoded fields, with nested values as JSON and absent values left out', async () => {
    server.use(answer('/api/v1/orders/createOrder', { status: 1, message: '', appData: null }));
    const { client } = setup();
    await client.call('/api/v1/orders/createOrder', {
      courseId: 12,
      remark: '请尽快发货 & 谢谢',
      agree: true,
      address: { province: '北京', city: '北京' },
      chapters: [1, 2],
      coupon: undefined,
      invoice: null,
    });
    const request = seen[0];
    expect(request?.method).toBe('POST');
    expect(request?.contentType).toContain('application/x-www-form-urlencoded');
    const fields = Object.fromEntries(new URLSearchParams(request?.body));
    expect(fields).toEqual({
      courseId: '12',
      remark: '请尽快发货 & 谢谢',
      agree: 'true',
      address: '{"province":"北京","city":"北京"}',
      chapters: '[1,2]',
    });
  });

  it('sends one encrypted data field that decrypts to the same form when encryption is on', async () => {
    server.use(answer('/api/v1/userinfo/login', { status: 1, message: '', appData: { userInfo: null } }));
    const { client } = setup({ config: { ...testConfig, encryptedBody: true } });
    await client.call('/api/v1/userinfo/login', { loginName: '13800000000', captcha: 'ab12' });
    const body = new URLSearchParams(seen[0]?.body);
    expect([...body.keys()]).toEqual(['data']);
    const plain = aesDecrypt(body.get('data') ?? '', TEST_AES_KEY);
    expect(Object.fromEntries(new URLSearchParams(plain ?? ''))).toEqual({ loginName: '13800000000', captcha: 'ab12' });
  });
});

describe('hosts', () => {
  it('posts to the web host unless a call names the auth host', async () => {
    server.use(
      answer('/api/web/v1/news', { status: 1, message: '', appData: 'web' }),
      http.post(`${AUTH}/api/v1/videosecurity/otherAuthentication`, () =>
        HttpResponse.json({ status: 1, message: '', appData: 'auth' }),
      ),
    );
    const { client } = setup();
    await expect(client.call('/api/web/v1/news')).resolves.toBe('web');
    await expect(client.call('/api/v1/videosecurity/otherAuthentication', {}, { host: 'auth' })).resolves.toBe('auth');
  });

  it('sends the lesson video renewal to the configured auth host, which the contract names for it', async () => {
    const received: string[] = [];
    server.use(
      http.post(`${AUTH}/api/v1/videosecurity/otherAuthentication`, async ({ request }) => {
        received.push(`${request.headers.get('authorization')} ${await request.text()}`);
        return HttpResponse.json({
          status: 1,
          message: '',
          appData: { videoUrl: '/v/1.mp4', expiresAt: '2026-12-07T13:00:00.000Z' },
        });
      }),
      http.post(`${WEB}/api/v1/videosecurity/otherAuthentication`, () =>
        HttpResponse.json({ status: 0, message: 'the web host must not receive it', appData: null }),
      ),
    );
    const { client } = setup({ getSession: () => ({ token: 'learner-token' }) });
    expect(otherAuthentication.host).toBe('auth');
    await expect(client.call(otherAuthentication, { classId: 7 })).resolves.toMatchObject({ videoUrl: '/v/1.mp4' });
    expect(received).toEqual(['Bearer learner-token classId=7']);
  });

  it('posts to the page origin when no base address is configured', async () => {
    server.use(
      http.post(`${location.origin}/api/web/v1/news`, () =>
        HttpResponse.json({ status: 1, message: '', appData: 'same origin' }),
      ),
    );
    const { client } = setup({ config: { ...testConfig, hosts: { web: '', auth: '' } } });
    await expect(client.call('/api/web/v1/news')).resolves.toBe('same origin');
  });

  it('builds the captcha image address on the web host', () => {
    const { client } = setup();
    expect(client.url('/api/captcha', { t: 1700000000000, c: 'abc' })).toBe(`${WEB}/api/captcha?t=1700000000000&c=abc`);
  });
});

describe('generic view messages', () => {
  it('maps an answer to the text an empty or error view shows', () => {
    expect(genericViewMessage(0, false)).toBe('api.view.requestError');
    expect(genericViewMessage(1, false)).toBe('api.view.noContent');
    expect(genericViewMessage(1, true)).toBeNull();
    expect(genericViewMessage(2, false)).toBe('api.view.noPermission');
    expect(genericViewMessage(4, true)).toBe('api.view.noPermission');
  });
});

describe("answers in the page's HTML", () => {
  const BASIC = '/api/web/v1/common/getbasicdata';
  const placeAnswers = (content: string) => {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = OPENING_ANSWERS_ID;
    block.textContent = content;
    document.body.append(block);
  };
  beforeEach(() => resetOpeningAnswers());
  afterEach(() => {
    document.getElementById(OPENING_ANSWERS_ID)?.remove();
    resetOpeningAnswers();
  });

  it("takes an anonymous call's answer from the page once, then asks the server", async () => {
    placeAnswers(JSON.stringify({ [`${BASIC} `]: { status: 1, message: '', appData: { platformId: 1 } } }));
    server.use(answer(BASIC, { status: 1, message: '', appData: { platformId: 2 } }));
    const { client } = setup();
    await expect(client.call(BASIC)).resolves.toEqual({ platformId: 1 });
    expect(seen).toHaveLength(0);
    await expect(client.call(BASIC)).resolves.toEqual({ platformId: 2 });
    expect(seen).toHaveLength(1);
  });

  it('matches the fields too: a call with other fields goes to the server', async () => {
    placeAnswers(
      JSON.stringify({
        [`${findCourse.path} courseId=3`]: { status: 1, message: '', appData: { courseId: 3, courseName: '初一数学' } },
      }),
    );
    server.use(answer(findCourse.path, { status: 1, message: '', appData: { courseId: 4, courseName: '初二数学' } }));
    const { client } = setup();
    await expect(client.call(findCourse, { courseId: 4 })).resolves.toEqual({ courseId: 4, courseName: '初二数学' });
    await expect(client.call(findCourse, { courseId: 3 })).resolves.toEqual({ courseId: 3, courseName: '初一数学' });
    expect(seen.map((request) => request.body)).toEqual(['courseId=4']);
  });

  it('leaves the answers alone for a signed-in visitor, whose answers may differ', async () => {
    placeAnswers(JSON.stringify({ [`${BASIC} `]: { status: 1, message: '', appData: { platformId: 1 } } }));
    server.use(answer(BASIC, { status: 1, message: '', appData: { platformId: 2 } }));
    const { client } = setup({ getSession: () => ({ token: 'session-token' }) });
    await expect(client.call(BASIC)).resolves.toEqual({ platformId: 2 });
  });

  it('asks the server when the block is damaged', async () => {
    placeAnswers('{"broken');
    server.use(answer(BASIC, { status: 1, message: '', appData: { platformId: 2 } }));
    const { client } = setup();
    await expect(client.call(BASIC)).resolves.toEqual({ platformId: 2 });
  });

  it("hands a successful answer over at once, as a query's first data, and only once", async () => {
    placeAnswers(
      JSON.stringify({
        [`${findCourse.path} courseId=3`]: { status: 1, message: '', appData: { courseId: 3, courseName: '初一数学' } },
      }),
    );
    server.use(answer(findCourse.path, { status: 1, message: '', appData: { courseId: 3, courseName: '初一数学（新）' } }));
    const { client } = setup();
    expect(client.openingAnswer(findCourse, { courseId: 4 })).toBeUndefined();
    expect(client.openingAnswer(findCourse, { courseId: 3 })).toEqual({ courseId: 3, courseName: '初一数学' });
    expect(client.openingAnswer(findCourse, { courseId: 3 })).toBeUndefined();
    await expect(client.call(findCourse, { courseId: 3 })).resolves.toEqual({ courseId: 3, courseName: '初一数学（新）' });
  });

  it('leaves a refusal in the page for the call itself, which reports it', async () => {
    placeAnswers(JSON.stringify({ [`${findCourse.path} courseId=3`]: { status: 0, message: '课程已下架', appData: null } }));
    const { client, onWarning } = setup();
    expect(client.openingAnswer(findCourse, { courseId: 3 })).toBeUndefined();
    await expect(client.call(findCourse, { courseId: 3 })).rejects.toMatchObject({ status: 0, message: '课程已下架' });
    expect(onWarning).toHaveBeenCalledWith('课程已下架');
    expect(seen).toHaveLength(0);
  });

  it('hands nothing over to a signed-in visitor', () => {
    placeAnswers(
      JSON.stringify({
        [`${findCourse.path} courseId=3`]: { status: 1, message: '', appData: { courseId: 3, courseName: '初一数学' } },
      }),
    );
    const { client } = setup({ getSession: () => ({ token: 'session-token' }) });
    expect(client.openingAnswer(findCourse, { courseId: 3 })).toBeUndefined();
  });
});

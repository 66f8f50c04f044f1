import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webCalls } from '../../../contract/api/schemas';
import { getUploadToken } from '../../../contract/api/schemas/web/qiniu';
import { buildApp } from '../../../server/src/app';
import { DOCUMENT_ONLY_HEADERS } from '../../../server/src/platform/plugins/staticFiles';
import { createRedisStore } from '../../../server/src/platform/store';
import { noDatabase } from '../support/echo';
import { createTestApp, TEST_CAPTCHA_ANSWER, type TestApp, testConfig } from '../support/testApp';
import { DOC, DOCX, PDF, PNG, SVG, XLS, ZIP } from '../support/uploadFiles';

/** The public web calls listed in the specification (§7). */
const PUBLIC_WEB_CALLS = [
  'customer/findByRandom',
  'customer/findByAuthenticityCustomer',
  'customer/findBywxGongzhonghao',
  'studentPublicPraise/findGeocoder',
  'studentPublicPraise/findHome',
  'kill/getbasicdata',
  'common/getbasicdata',
  'common/findZoneById',
  'common/findByProvince',
  'common/findById',
  'common/getprovince',
  'common/problemFeedback',
  'common/findGradeSelection',
  'weixin/weChatOpenId',
  'weixin/shareConfig',
  'weChat/JSSDKConfig',
  'learningManagement/home',
  'learningManagement/childReport',
  'learningManagement/plan',
  'course/findByCategoryId',
  'course/findByHeadlineId',
  'course/findByCourseInformation',
  'course/findByCourseId',
  'course/findByCourseChapter',
  'course/findBychapterVideo',
  'course/findChapterClass',
  'course/chapterEvaluate',
  'course/studyCourseVideo',
  'teacherInfo/find',
  'teacherInfo/findById',
  'information/find',
  'information/details',
  'search/Information',
  'teacherEntry/add',
  'onlineMesage/add',
  'homePage/saveProblemFeedback',
  'qiniu/getuptoken',
  // Not named in SPEC §7; the site's content pages need them (banners, static pages, FAQ, tenders).
  'homePage/findBanner',
  'sitePage/findBySlug',
  'faq/findFeeItems',
  'faq/findTrainer',
  'tender/find',
  'tender/findById',
  // The gift pack claim of /m/gift, and the texts staff set for it and the /parentCode pages.
  'gift/claim',
  'campaign/texts',
  // Ticking plan tasks and the report detail pages of /studymag.
  'learningManagement/planTask',
  'learningManagement/exerciseDetail',
  'learningManagement/learningDetail',
  // The short clips of /small-video and one's own feedback with its replies on /personal/feckback.
  'course/shortClips',
  'homePage/myProblemFeedback',
  // Lesson practice and the wrong-answer book of /studymag, for signed-in students.
  'practice/lesson',
  'practice/answer',
  'wrongBook/list',
  'wrongBook/redo',
  'wrongBook/restore',
  // Whether a staff member's link opens the state inspector on a production page (the console makes the links).
  'inspector/check',
].map((path) => `/api/web/v1/${path}`);

async function multipart(fields: Record<string, string | Blob>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, value, 'picture.png');
  }
  const encoded = new Response(form);
  return { payload: Buffer.from(await encoded.arrayBuffer()), contentType: encoded.headers.get('content-type') ?? '' };
}

describe('served surface without a database', () => {
  let site: string;
  let t: TestApp;

  beforeAll(async () => {
    site = await mkdtemp(join(tmpdir(), 'xueban-site-'));
    await mkdir(join(site, 'dist', 'assets'), { recursive: true });
    await mkdir(join(site, 'content', 'covers'), { recursive: true });
    await writeFile(
      join(site, 'dist', 'index.html'),
      '<!doctype html><head><title>学伴在线</title></head><div id="root"><!-- site-bar --><div class="boot-shell">学伴在线</div><!-- /site-bar --></div>',
    );
    await writeFile(join(site, 'dist', 'favicon.ico'), 'icon');
    await mkdir(join(site, 'dist', '.vite'));
    await writeFile(
      join(site, 'dist', '.vite', 'page-preloads.json'),
      JSON.stringify({
        '/home': { scripts: ['assets/HomePage-1.js', 'assets/desktop-2.js'], styles: ['assets/desktop-3.css'], jumpable: true },
        '/news': { scripts: ['assets/NewsPage-4.js'], styles: [] },
        '/liveSignupTencent/index': { scripts: ['assets/LiveSignupPage-5.js'], styles: [], noSiteBar: true },
      }),
    );
    await writeFile(join(site, 'dist', 'assets', 'index-3f9a1c.js'), `console.log(${JSON.stringify('学伴'.repeat(2000))});`);
    await writeFile(join(site, 'content', 'covers', 'math.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    t = await createTestApp({
      db: noDatabase,
      env: { UPLOAD_LIMIT_BYTES: '4096' },
      build: { distDir: join(site, 'dist'), assetsDir: join(site, 'content') },
    });
  });
  afterAll(async () => {
    await t?.close();
    await rm(site, { recursive: true, force: true });
  });

  describe('API documentation', () => {
    it('lists every web call of the contract with its summary and form body', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
      expect(response.statusCode).toBe(200);
      const document = response.json<{
        paths: Record<string, { post?: { summary?: string; requestBody?: { content: Record<string, unknown> } } }>;
      }>();
      expect(webCalls.map((call) => call.path).sort()).toEqual([...PUBLIC_WEB_CALLS].sort());
      for (const call of webCalls) {
        const operation = document.paths[call.path]?.post;
        expect(operation, call.path).toBeDefined();
        expect(operation?.summary).toBe(call.summary);
        expect(Object.keys(operation?.requestBody?.content ?? { 'application/x-www-form-urlencoded': {} })).toContain(
          'application/x-www-form-urlencoded',
        );
      }
      expect(document.paths['/api/captcha']).toBeDefined();
    });

    it('serves Swagger UI at /api/docs', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/docs' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toMatch(/swagger/i);
    });
  });

  describe('single-page app', () => {
    it('answers page addresses with index.html, never cached', async () => {
      for (const url of ['/home', '/course/more?categoryId=2', '/m/home', '/news']) {
        const response = await t.app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(200);
        expect(response.headers['content-type']).toMatch(/^text\/html/);
        expect(response.headers['cache-control']).toBe('no-cache');
        expect(response.body).toContain('<div id="root">');
      }
    });

    it("names a page's layout and page chunks in its HTML so they load beside the entry", async () => {
      const desktop = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Safari/537.36';
      const phone =
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
      const page = async (url: string, userAgent: string) =>
        (await t.app.inject({ method: 'GET', url, headers: { 'user-agent': userAgent } })).body;

      const home = await page('/home?from=ad', desktop);
      expect(home).toContain('<link rel="modulepreload" crossorigin href="/assets/HomePage-1.js">');
      expect(home).toContain('<link rel="modulepreload" crossorigin href="/assets/desktop-2.js">');
      expect(home).toContain('<link rel="preload" as="style" crossorigin href="/assets/desktop-3.css">');
      // A phone is sent on from /home to /m/home, which needs none of the desktop chunks.
      expect(await page('/home', phone)).not.toContain('modulepreload');
      expect(await page('/news', phone)).toContain('<link rel="modulepreload" crossorigin href="/assets/NewsPage-4.js">');
      expect(await page('/no/such/page', desktop)).not.toContain('modulepreload');
    });

    it('draws the site bar before the scripts only on pages whose layout has one', async () => {
      const page = async (url: string) => (await t.app.inject({ method: 'GET', url })).body;
      expect(await page('/news')).toContain('<div class="boot-shell">');
      expect(await page('/no/such/page')).toContain('<div class="boot-shell">');
      const campaign = await page('/liveSignupTencent/index');
      expect(campaign).toContain('<div id="root">');
      expect(campaign).not.toContain('boot-shell');
    });

    it('serves hashed build files as immutable and compresses them', async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/assets/index-3f9a1c.js',
        headers: { 'accept-encoding': 'gzip' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers['content-encoding']).toBe('gzip');
      // Never revalidated, so no validators to carry.
      expect(response.headers.etag).toBeUndefined();
      expect(response.headers['last-modified']).toBeUndefined();
    });

    it("sends a page's scripts without the headers only a document reads, keeping nosniff", async () => {
      for (const encoding of ['identity', 'gzip']) {
        const script = await t.app.inject({
          method: 'GET',
          url: '/assets/index-3f9a1c.js',
          headers: { 'accept-encoding': encoding },
        });
        expect(script.statusCode).toBe(200);
        for (const header of DOCUMENT_ONLY_HEADERS) expect(script.headers[header], `${header} (${encoding})`).toBeUndefined();
        expect(script.headers['x-content-type-options']).toBe('nosniff');
      }
      // The page itself and an SVG opened on its own are documents: they keep the policy and framing rules.
      for (const url of ['/course', '/assets/covers/math.svg']) {
        const document = await t.app.inject({ method: 'GET', url });
        expect(document.headers['content-security-policy'], url).toMatch(/default-src 'self'/);
        expect(document.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      }
    });

    it("admits a page's run-time style elements by the nonce its meta tag carries, a fresh one per page", async () => {
      const nonces = [];
      for (let visit = 0; visit < 2; visit++) {
        const page = await t.app.inject({ method: 'GET', url: '/course' });
        const nonce = /<meta name="csp-nonce" content="([0-9a-f]{32})"/.exec(page.body)?.[1];
        expect(nonce).toBeDefined();
        expect(page.headers['content-security-policy']).toMatch(new RegExp(`style-src 'self' 'nonce-${nonce}'`));
        nonces.push(nonce);
      }
      expect(nonces[0]).not.toBe(nonces[1]);
      // An API answer has no style elements to admit: its policy carries no nonce.
      const api = await t.app.inject({
        method: 'POST',
        url: '/api/web/v1/homePage/findBanner',
        headers: { authorization: 'Org 20260001' },
      });
      expect(api.headers['content-security-policy']).toMatch(/style-src 'self';/);
      expect(api.headers['content-security-policy']).not.toContain('nonce-');
    });

    it('serves demo content from server assets under /assets/ with a day of caching', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/assets/covers/math.svg' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(response.headers['cache-control']).toMatch(/^public, max-age=86400/);
    });

    it('serves other build files from the root', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/favicon.ico' });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe('icon');
    });

    it('does not answer missing assets or API paths with the page', async () => {
      const asset = await t.app.inject({ method: 'GET', url: '/assets/missing-123.js' });
      expect(asset.statusCode).toBe(404);
      expect(asset.json()).toMatchObject({ status: 0 });
      const api = await t.app.inject({ method: 'GET', url: '/api/web/v1/common/getbasicdata' });
      expect(api.statusCode).toBe(404);
      expect(api.json()).toEqual({ status: 0, message: '接口不存在：GET /api/web/v1/common/getbasicdata', appData: null });
    });
  });

  describe('captcha image', () => {
    it('draws an SVG that is never cached and keeps the answer under c', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/captcha?c=login-7f3a&t=1767225600000' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.body).toMatch(/^<svg/);
      expect(await t.app.deps.captcha.verifyCaptcha('login-7f3a', TEST_CAPTCHA_ANSWER.toUpperCase())).toBe(true);
    });

    it('answers a missing or malformed id with status 0', async () => {
      expect((await t.app.inject({ method: 'GET', url: '/api/captcha?t=1' })).json()).toEqual({
        status: 0,
        message: '缺少参数 c',
        appData: null,
      });
      expect((await t.app.inject({ method: 'GET', url: '/api/captcha?c=%3Cscript%3E' })).json()).toMatchObject({
        status: 0,
        message: '参数 c 应为 4-64 位字母、数字、- 或 _',
      });
    });
  });

  describe('local uploads', () => {
    async function upload(fields: Record<string, string | Blob>) {
      const { payload, contentType } = await multipart(fields);
      return t.app.inject({ method: 'POST', url: '/api/upload', headers: { 'content-type': contentType }, payload });
    }

    let captchas = 0;
    /** A token as an anonymous form asks for it: with the captcha it shows. */
    async function anonymousTicket(kind: 'image' | 'screenshot' | 'document' = 'image') {
      captchas += 1;
      const c = `surface-upload-${captchas}`;
      await t.app.inject({ method: 'GET', url: `/api/captcha?c=${c}` });
      return t.ok(getUploadToken, { kind, c, captcha: TEST_CAPTCHA_ANSWER });
    }

    it('hands out a Qiniu-format token for the local upload endpoint', async () => {
      const ticket = await anonymousTicket();
      expect(ticket.uploadUrl).toBe('/api/upload');
      expect(ticket.domain).toBe('/api/upload/files/');
      expect(ticket.token.split(':')).toHaveLength(3);
    });

    it('stores an uploaded picture and serves it back at domain + key', async () => {
      const ticket = await anonymousTicket();
      const response = await upload({ token: ticket.token, file: new Blob([PNG], { type: 'image/png' }) });
      expect(response.statusCode).toBe(200);
      const saved = response.json<{ key: string; hash: string; url: string }>();
      expect(saved.key).toMatch(/^\d{8}\/[0-9a-f]{40}\.png$/);
      const file = await t.app.inject({ method: 'GET', url: `${ticket.domain}${saved.key}` });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/png');
      expect(file.headers['x-content-type-options']).toBe('nosniff');
      expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(file.rawPayload.equals(Buffer.from(PNG))).toBe(true);
    });

    it('refuses a forged or expired token', async () => {
      const forged = await upload({ token: 'local:AAAA:BBBB', file: new Blob([PNG]) });
      expect(forged.statusCode).toBe(401);
      expect(forged.json()).toMatchObject({ status: 0, message: '上传凭证无效或已过期，请重新获取' });

      const ticket = await anonymousTicket();
      const started = t.clock.now;
      t.clock.now = new Date(started.getTime() + 2 * 3600 * 1000);
      try {
        expect((await upload({ token: ticket.token, file: new Blob([PNG]) })).statusCode).toBe(401);
      } finally {
        t.clock.now = started;
      }
    });

    it('refuses files that are not pictures, whatever type they claim', async () => {
      const ticket = await anonymousTicket();
      const response = await upload({ token: ticket.token, file: new Blob([SVG], { type: 'image/png' }) });
      expect(response.statusCode).toBe(415);
      expect(response.json()).toMatchObject({ status: 0, message: '只能上传 PNG、JPEG、GIF 或 WEBP 图片' });
    });

    it('takes a resume (PDF or Word) with a document token, recognised by its bytes', async () => {
      const pdf = await upload({
        token: (await anonymousTicket('document')).token,
        file: new Blob([PDF], { type: 'image/png' }),
      });
      expect(pdf.statusCode).toBe(200);
      expect(pdf.json<{ key: string }>().key).toMatch(/\.pdf$/);
      const docx = await upload({ token: (await anonymousTicket('document')).token, file: new Blob([DOCX]) });
      expect(docx.json<{ key: string }>().key).toMatch(/\.docx$/);
      const doc = await upload({ token: (await anonymousTicket('document')).token, file: new Blob([DOC]) });
      expect(doc.json<{ key: string }>().key).toMatch(/\.doc$/);
      expect((await upload({ token: (await anonymousTicket('document')).token, file: new Blob([PNG]) })).statusCode).toBe(200);
    });

    it('refuses documents with a picture token, and other files with a document token', async () => {
      const images = await anonymousTicket();
      const pdf = await upload({ token: images.token, file: new Blob([PDF], { type: 'application/pdf' }) });
      expect(pdf.statusCode).toBe(415);
      for (const other of [ZIP, XLS]) {
        const { token } = await anonymousTicket('document');
        const refused = await upload({ token, file: new Blob([other], { type: 'application/msword' }) });
        expect(refused.statusCode).toBe(415);
        expect(refused.json()).toMatchObject({ status: 0, message: '只能上传 PDF、Word 文档或 PNG、JPEG、GIF、WEBP 图片' });
      }
    });

    it('refuses a missing file and a file over the limit', async () => {
      const ticket = await anonymousTicket();
      expect((await upload({ token: (await anonymousTicket()).token })).json()).toMatchObject({
        status: 0,
        message: '缺少上传文件 file',
      });
      const big = new Uint8Array(5000);
      big.set(PNG);
      const response = await upload({ token: ticket.token, file: new Blob([big]) });
      expect(response.statusCode).toBe(413);
      expect(response.json()).toMatchObject({ status: 0 });
    });
  });
});

describe.skipIf(!process.env.REDIS_URL)('two instances sharing Redis', () => {
  it('accepts on one instance a captcha drawn by the other', async () => {
    const prefix = `xueban-test:${randomBytes(6).toString('hex')}:`;
    const dataDir = await mkdtemp(join(tmpdir(), 'xueban-pair-'));
    const config = testConfig(dataDir);
    const stores = [
      await createRedisStore({ url: process.env.REDIS_URL!, prefix }),
      await createRedisStore({ url: process.env.REDIS_URL!, prefix }),
    ];
    const [one, two] = await Promise.all(
      stores.map((store) => buildApp({ config, db: noDatabase, store, distDir: null, assetsDir: null })),
    );
    try {
      const image = await one!.inject({ method: 'GET', url: '/api/captcha?c=shared-4d2c' });
      expect(image.statusCode).toBe(200);
      expect(await two!.deps.captcha.verifyCaptcha('shared-4d2c', TEST_CAPTCHA_ANSWER)).toBe(true);
      expect(await one!.deps.captcha.verifyCaptcha('shared-4d2c', TEST_CAPTCHA_ANSWER)).toBe(false);
    } finally {
      await Promise.all([one?.close(), two?.close()]);
      await Promise.all(stores.map((store) => store.close()));
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

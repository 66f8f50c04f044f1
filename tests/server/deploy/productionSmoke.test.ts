import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { spawnSync } from 'node:child_process';
import { createSign, createVerify, generateKeyPairSync, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { type Browser, chromium, type Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { standIn, type StandIn } from '../modules/commerce/providerStandIn';
import { aliyunSmsStandIn } from '../support/aliyunSmsStandIn';
import { testBrowserPath } from '../../setup/testBrowser';
import { freePort, type Instance, NGINX, type Proxy, scratchDatabase, startInstance, startNginx } from './cluster';

/*
 * The production path as an operator walks it: a release built by deploy/build.sh (the Dockerfile's own steps)
 * on a copy of the repository, fresh keys and secrets, two NODE_ENV=production instances on a scratch database
 * and Redis behind deploy/nginx.conf. In Chromium, a family registers on /register and logs in from another
 * browser through the login dialog and its SMS check, the codes sent by the real Aliyun adapter to a stand-in
 * that checks Aliyun's signature; the course is bought through the real Alipay adapter from a stand-in gateway
 * that checks the merchant's signature and signs its notification as Alipay does; the first lesson plays.
 *
 * Production has no fixed captcha and no development inbox: the test reads a captcha's answer from the Redis
 * store the instances share (where any instance looks it up), as only someone with the store's address can.
 */

const databaseUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const BROWSER = testBrowserPath;
const ORG = 'Org 20260001';
const ALIYUN_KEY_ID = 'LTAI5tSmokeTest';
/** A folder for a picture of each step (SMOKE_SCREENSHOTS=/tmp/smoke), to look at what the production build shows. */
const SHOTS = process.env.SMOKE_SCREENSHOTS;

async function shot(page: Page, name: string): Promise<void> {
  if (SHOTS) await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
}

function pemPair() {
  return generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
}

const secret = () => randomBytes(32).toString('hex');

/** Alipay's RSA2 content: every non-empty field but those omitted, sorted, `key=value` joined by `&`. */
function alipayContent(fields: Record<string, string>, omit: string[]): string {
  return Object.keys(fields)
    .filter((key) => !omit.includes(key) && fields[key] !== '')
    .sort()
    .map((key) => `${key}=${fields[key]}`)
    .join('&');
}

function beijingNow(): string {
  return new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
}

interface Envelope<T> {
  status: number;
  message: string;
  appData: T;
}

/** A copy of the repository's files (tracked and new, not ignored: no node_modules, dist or data), built by deploy/build.sh. */
async function buildRelease(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'xueban-release-'));
  const files = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
  });
  for (const file of files.stdout.split('\0').filter(Boolean)) {
    if (existsSync(join(REPO_ROOT, file))) await cp(join(REPO_ROOT, file), join(dir, file));
  }
  const started = Date.now();
  // The npm cache of this machine is reused (npm ci reads it before the registry).
  const build = spawnSync('sh', ['deploy/build.sh'], { cwd: dir, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (build.status !== 0) throw new Error(`deploy/build.sh 失败：\n${build.stdout}\n${build.stderr}`);
  console.log(`deploy/build.sh: ${((Date.now() - started) / 1000).toFixed(0)} s`);
  return dir;
}

describe.skipIf(!databaseUrl || !redisUrl || !NGINX || !existsSync(BROWSER))('production smoke test', () => {
  const prefix = `smoke-${randomBytes(4).toString('hex')}:`;
  const rsa = pemPair();
  const merchant = pemPair();
  const alipayKeys = pemPair();
  const aliyunSecret = secret();
  const sellerId = '2088000000000001';
  const aliyunSms = aliyunSmsStandIn(ALIYUN_KEY_ID, aliyunSecret);
  const sms = aliyunSms.sent;
  const payments: { outTradeNo: string; notified: string }[] = [];
  let releaseDir: string;
  let keepRelease = false;
  let database: Awaited<ReturnType<typeof scratchDatabase>>;
  let aliyun: StandIn;
  let gateway: StandIn;
  let one: Instance;
  let two: Instance;
  let proxy: Proxy;
  let redis: Redis;
  let browser: Browser | undefined;

  /** A call through nginx as the pages make it. */
  async function call<T>(path: string, form: Record<string, string>, token?: string): Promise<Envelope<T>> {
    const response = await fetch(`${proxy.url}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: token ? `Bearer ${token}` : ORG,
      },
      body: new URLSearchParams(form).toString(),
    });
    return (await response.json()) as Envelope<T>;
  }

  beforeAll(async () => {
    // The release: a copy of the repository without node_modules or dist, built by the Dockerfile's script
    // (SMOKE_RELEASE_DIR reuses one already built so, for reruns while working on this test).
    if (process.env.SMOKE_RELEASE_DIR) {
      releaseDir = process.env.SMOKE_RELEASE_DIR;
      keepRelease = true;
    } else {
      releaseDir = await buildRelease();
    }

    // Aliyun's SMS gateway as the SDK meets it: the V3 signature checked as Aliyun documents it.
    aliyun = await standIn(aliyunSms.handler);

    // Alipay's page pay: the buyer's browser arrives with the merchant's signed request; the gateway checks it,
    // notifies the merchant with Alipay's signature and sends the buyer back to return_url.
    gateway = await standIn((request, response) => {
      void (async () => {
        const fields = Object.fromEntries(new URL(request.path, 'http://alipay').searchParams);
        const signature = fields.sign ?? '';
        const valid = createVerify('RSA-SHA256')
          .update(alipayContent(fields, ['sign']), 'utf8')
          .verify(merchant.publicKey, signature, 'base64');
        if (!valid || fields.method !== 'alipay.trade.page.pay') {
          response.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' });
          response.end('invalid-signature');
          return;
        }
        const biz = JSON.parse(fields.biz_content ?? '{}') as { out_trade_no: string; total_amount: string; subject: string };
        const notice: Record<string, string> = {
          notify_time: beijingNow(),
          notify_type: 'trade_status_sync',
          notify_id: randomBytes(12).toString('hex'),
          app_id: fields.app_id ?? '',
          auth_app_id: fields.app_id ?? '',
          charset: 'utf-8',
          version: '1.0',
          sign_type: 'RSA2',
          trade_no: `2026${Date.now()}`,
          out_trade_no: biz.out_trade_no,
          trade_status: 'TRADE_SUCCESS',
          total_amount: biz.total_amount,
          receipt_amount: biz.total_amount,
          buyer_pay_amount: biz.total_amount,
          subject: biz.subject,
          seller_id: sellerId,
          buyer_id: '2088102177846880',
          gmt_payment: beijingNow(),
        };
        notice.sign = createSign('RSA-SHA256')
          .update(alipayContent(notice, ['sign', 'sign_type']), 'utf8')
          .sign(alipayKeys.privateKey, 'base64');
        const notified = await fetch(fields.notify_url ?? '', {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams(notice).toString(),
        });
        payments.push({ outTradeNo: biz.out_trade_no, notified: await notified.text() });
        const back = new URL(fields.return_url ?? '');
        back.searchParams.set('out_trade_no', biz.out_trade_no);
        response.writeHead(302, { location: back.toString() });
        response.end();
      })();
    });

    database = await scratchDatabase(databaseUrl!);
    redis = new Redis(redisUrl!, { keyPrefix: prefix });
    // nginx first, so the site's public address (its own) is known to the instances it will reach.
    const ports = [await freePort(), await freePort()] as const;
    proxy = await startNginx([...ports], { root: join(releaseDir, 'dist') });
    const siteUrl = proxy.url;
    const env: Record<string, string | undefined> = {
      NODE_ENV: 'production',
      CAPTCHA_FIXED_ANSWER: undefined,
      SMS_WHITELIST: undefined,
      DATABASE_URL: database.url,
      REDIS_URL: redisUrl!,
      REDIS_PREFIX: prefix,
      TRUST_PROXY: '127.0.0.1',
      WEB_BASE_URL: siteUrl,
      PAYMENT_PUBLIC_URL: siteUrl,
      AES_KEY: secret(),
      RSA_PRIVATE_KEY: rsa.privateKey,
      RSA_PUBLIC_KEY: rsa.publicKey,
      VIDEO_SIGNING_SECRET: secret(),
      PASSWORD_REJECTION_SECRET: secret(),
      SMS_CODE_SECRET: secret(),
      UPLOAD_TOKEN_SECRET: secret(),
      STAFF_TOTP_KEY: secret(),
      METRICS_TOKEN: secret(),
      SMS_PROVIDER: 'aliyun',
      ALIYUN_SMS_ENDPOINT: `${aliyun.url}/`,
      ALIYUN_SMS_ACCESS_KEY_ID: ALIYUN_KEY_ID,
      ALIYUN_SMS_ACCESS_KEY_SECRET: aliyunSecret,
      ALIYUN_SMS_SIGN_NAME: '学伴在线',
      ALIYUN_SMS_TEMPLATE_CODE: 'SMS_260000001',
      PAYMENT_PROVIDER: 'alipay',
      PAYMENT_ALIPAY_APP_ID: '2026000000000001',
      PAYMENT_ALIPAY_SELLER_ID: sellerId,
      PAYMENT_ALIPAY_PRIVATE_KEY: merchant.privateKey,
      PAYMENT_ALIPAY_PUBLIC_KEY: alipayKeys.publicKey,
      PAYMENT_ALIPAY_GATEWAY: `${gateway.url}/gateway.do`,
      DATA_DIR: join(releaseDir, 'data'),
    };
    // The first instance migrates the empty database; the second finds it ready.
    one = await startInstance({ ...env }, ports[0], 'server/src/server.ts', releaseDir);
    two = await startInstance({ ...env }, ports[1], 'server/src/server.ts', releaseDir);
  }, 600_000);

  afterAll(async () => {
    await browser?.close();
    await proxy?.stop();
    await Promise.all([one?.stop(), two?.stop()]);
    await aliyun?.close();
    await gateway?.close();
    await database?.drop();
    if (redis) {
      const queue = new Queue('jobs', { connection: redis.duplicate({ keyPrefix: '' }), prefix: `${prefix}bull` });
      await queue.obliterate({ force: true }).catch(() => undefined);
      await queue.close();
      const keys = await redis.keys('*');
      if (keys.length > 0) await redis.del(...keys.map((key) => key.slice(prefix.length)));
      redis.disconnect();
    }
    if (releaseDir && !keepRelease) await rm(releaseDir, { recursive: true, force: true });
  }, 120_000);

  it('registers, logs in with the SMS step, buys a course through Alipay and plays its first lesson', async () => {
    // The operator's first catalogue: one subject, one paid course, one chapter, one lesson with its video.
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const category = await client.query<{ id: number }>(
      `INSERT INTO course_categories (code, name) VALUES ('smoke', '冒烟测试') ON CONFLICT (code) DO UPDATE SET name = EXCLUDED.name RETURNING id`,
    );
    const course = await client.query<{ id: number }>(
      `INSERT INTO courses (code, category_id, title, price_cents, original_price_cents, lesson_count, is_published)
       VALUES ('smoke-01', $1, '冒烟测试课程', 100, 100, 1, true) RETURNING id`,
      [category.rows[0]!.id],
    );
    const video = await client.query<{ id: number }>(
      `INSERT INTO videos (title, url, duration_sec) VALUES ('第一课', 'lesson-1.mp4', 24) RETURNING id`,
    );
    const chapter = await client.query<{ id: number }>(
      `INSERT INTO chapters (course_id, title) VALUES ($1, '第一章') RETURNING id`,
      [course.rows[0]!.id],
    );
    const lesson = await client.query<{ id: number }>(
      `INSERT INTO chapter_classes (chapter_id, title, video_id, duration_sec) VALUES ($1, '第一课', $2, 24) RETURNING id`,
      [chapter.rows[0]!.id, video.rows[0]!.id],
    );
    await client.end();
    const courseId = String(course.rows[0]!.id);
    const classId = String(lesson.rows[0]!.id);
    const phone = `139${String(randomBytes(4).readUInt32BE() % 100_000_000).padStart(8, '0')}`;
    const password = 'smoke2026x';

    browser = await chromium.launch({
      executablePath: BROWSER,
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--autoplay-policy=no-user-gesture-required'],
    });
    {
      // Register on the page, as a family does: the page encrypts the password with the key the server hands
      // it, and the code reaches the Aliyun stand-in, signed as Aliyun checks it.
      const context = await browser.newContext();
      const page = await context.newPage();
      let captchaId = '';
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.pathname === '/api/captcha') captchaId = url.searchParams.get('c') ?? '';
      });
      await page.goto(`${proxy.url}/register`);
      const form = page.getByRole('form', { name: '注册' });
      await form.getByLabel('手机号').fill(phone);
      await expect.poll(() => captchaId, { timeout: 15_000 }).not.toBe('');
      let answer: string | null = null;
      await expect.poll(async () => (answer = await redis.get(`captcha:${captchaId}`)), { timeout: 15_000 }).toBeTruthy();
      await form.getByLabel('图形验证码').fill(answer!);
      const before = sms.length;
      await form.getByRole('button', { name: '获取验证码' }).click();
      await expect.poll(() => sms.length, { timeout: 15_000 }).toBeGreaterThan(before);
      expect(sms.at(-1)?.phone).toBe(phone);
      await form.getByLabel('短信验证码').fill(sms.at(-1)!.code);
      await form.getByLabel('设置密码').fill(password);
      await form.getByLabel('确认密码').fill(password);
      await form.getByRole('button', { name: '注册', exact: true }).click();
      await page.waitForURL(/\/home$/, { timeout: 20_000 }).catch(async (error: unknown) => {
        // What the form said instead, in the failure.
        const said = [page.url(), ...(await page.getByRole('alert').allTextContents()), (await form.innerText()).slice(0, 400)];
        throw new Error(`注册后没有进入首页：${said.join(' | ')}`, {
          cause: error,
        });
      });
      const session = (await context.cookies(proxy.url)).find((cookie) => cookie.name === 'xueban_token');
      expect(session?.value).toBeTruthy();
      // A new account has no grade: the picker lists the school grades even on a site without demo content.
      const grades = page.getByRole('dialog', { name: /年级/ });
      await grades.getByRole('radio', { name: '初一' }).click({ timeout: 20_000 });
      await grades.getByRole('button', { name: '确定' }).click();
      await grades.waitFor({ state: 'hidden', timeout: 20_000 });
      await shot(page, '1-registered-home');
    }

    // Log in in another browser (a new device): the password in the login dialog, then the SMS check the
    // server asks for, its code sent once the registration code's resend minute has passed.
    const registeredAt = Date.now();
    const loginContext = await browser.newContext();
    const loginPage = await loginContext.newPage();
    let loginCaptcha = '';
    loginPage.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/captcha') loginCaptcha = url.searchParams.get('c') ?? '';
    });
    await loginPage.goto(`${proxy.url}/news`);
    await loginPage.getByRole('banner').getByRole('button', { name: '登录' }).click();
    const dialog = loginPage.getByRole('dialog', { name: '欢迎登录学伴在线' });
    await dialog.waitFor();
    await expect.poll(() => loginCaptcha, { timeout: 15_000 }).not.toBe('');
    let loginAnswer: string | null = null;
    await expect.poll(async () => (loginAnswer = await redis.get(`captcha:${loginCaptcha}`)), { timeout: 15_000 }).toBeTruthy();
    await dialog.getByLabel('手机号').fill(phone);
    await dialog.getByLabel('密码', { exact: true }).fill(password);
    await dialog.getByLabel('图形验证码').fill(loginAnswer!);
    await dialog.getByRole('button', { name: '登录', exact: true }).click();
    const check = loginPage.getByRole('dialog', { name: '短信安全验证' });
    await check.waitFor({ timeout: 20_000 });
    await new Promise((wait) => setTimeout(wait, Math.max(0, 61_000 - (Date.now() - registeredAt))));
    const beforeLogin = sms.length;
    await check.getByRole('button', { name: '获取验证码' }).click();
    await expect.poll(() => sms.length, { timeout: 15_000 }).toBeGreaterThan(beforeLogin);
    expect(sms.at(-1)?.phone).toBe(phone);
    await check.getByLabel('短信验证码').fill(sms.at(-1)!.code);
    await check.getByRole('button', { name: '立即验证' }).click();
    await check.waitFor({ state: 'hidden', timeout: 20_000 });
    await expect
      .poll(async () => (await loginContext.cookies(proxy.url)).find((cookie) => cookie.name === 'xueban_token')?.value ?? '')
      .not.toBe('');
    const token = (await loginContext.cookies(proxy.url)).find((cookie) => cookie.name === 'xueban_token')!.value;
    expect(token).toBeTruthy();
    expect(aliyunSms.refusals).toEqual([]);

    // Buy from the course page, as the family does: 立即购买, Alipay, the order placed, and the cashier opened in
    // a new tab. The gateway checks the merchant's signature, notifies the site as Alipay signs it, and sends
    // the buyer back; the waiting page turns paid by itself.
    await loginPage.goto(`${proxy.url}/course/chapter?courseId=${courseId}`);
    await loginPage.getByRole('link', { name: '立即购买' }).first().click();
    await loginPage.waitForURL(/\/course\/purchase\?courseId=/);
    await expect.poll(() => loginPage.getByTestId('payable').textContent(), { timeout: 15_000 }).toBe('¥1.00');
    await shot(loginPage, '2-purchase');
    await loginPage.getByRole('radio', { name: /支付宝/ }).check();
    await loginPage.getByRole('button', { name: '提交订单' }).click();
    await loginPage.waitForURL(/\/course\/purchase-alipay-payment\?orderNo=XB\d+&channel=alipay/, { timeout: 20_000 });
    const orderNo = new URL(loginPage.url()).searchParams.get('orderNo')!;
    const status = loginPage.getByTestId('payment-status');
    await expect.poll(() => status.getAttribute('data-state'), { timeout: 15_000 }).toBe('waiting');
    const cashierOpened = loginContext.waitForEvent('page');
    await loginPage.getByRole('link', { name: /前往支付宝收银台/ }).click();
    const cashier = await cashierOpened;
    await cashier.waitForURL((url) => url.toString().startsWith(`${proxy.url}/`), { timeout: 20_000 });
    // Each payment attempt has its own trade number: the order's number and a suffix.
    expect(payments).toHaveLength(1);
    expect(payments[0]!.outTradeNo.startsWith(orderNo)).toBe(true);
    expect(payments.at(-1)?.notified).toBe('success');
    await cashier.close();
    await expect.poll(() => status.getAttribute('data-state'), { timeout: 20_000 }).toBe('paid');
    expect(await status.innerText()).toContain('支付成功');
    await shot(loginPage, '3-paid');
    const paid = await call<{ paid: boolean }>('/api/v1/orders/isPaySuccess', { orderNo }, token);
    expect(paid.appData.paid).toBe(true);

    // The first lesson plays on its page, from the address the server signed for this browser, through nginx.
    await loginPage.goto(`${proxy.url}/personal/my-course`);
    const card = loginPage.locator(`[data-course-id="${courseId}"]`);
    await card.waitFor({ timeout: 20_000 });
    await card.getByRole('link', { name: '开始学习' }).click();
    await loginPage.waitForURL(new RegExp(`/video\\?classId=${classId}`), { timeout: 20_000 });
    const player = loginPage.locator('video[slot="media"]');
    await player.waitFor({ state: 'attached', timeout: 20_000 });
    await player.evaluate(async (video: HTMLVideoElement) => {
      video.muted = true;
      await video.play();
    });
    await expect
      .poll(() => player.evaluate((video: HTMLVideoElement) => video.currentTime), { timeout: 20_000 })
      .toBeGreaterThan(1);
    await shot(loginPage, '4-lesson-playing');
  }, 300_000);
});

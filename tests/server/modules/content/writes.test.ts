import { asc, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as common from '../../../../contract/api/schemas/web/common';
import * as customer from '../../../../contract/api/schemas/web/customer';
import * as forms from '../../../../contract/api/schemas/web/forms';
import * as information from '../../../../contract/api/schemas/web/information';
import {
  adviserAuthenticityChecks,
  advisers,
  feedback,
  newsArticles,
  onlineMessages,
  teacherEntries,
} from '../../../../server/src/platform/db/schema';
import { demoContent } from '../../../../server/src/platform/db/seed';
import { encryptWithPassphrase } from '../../../../server/src/platform/crypto/bodyCipher';
import { createTestApp, TEST_CAPTCHA_ANSWER, type FormFields, type TestApp } from '../../support/testApp';
import { demoUserId } from '../../support/users';

const OVERSIZE = 'x'.repeat(1024 * 1024 + 10);

describe('public web writes', () => {
  let t: TestApp;
  let encrypted: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    encrypted = await createTestApp({ db: t.db, env: { ENCRYPTED_BODY: 'true', AES_KEY: 'writes-test-passphrase' } });
  });
  afterAll(async () => {
    await encrypted?.close();
    await t?.close();
  });

  const counts = async () => ({
    feedback: await t.db.$count(feedback),
    teacherEntries: await t.db.$count(teacherEntries),
    onlineMessages: await t.db.$count(onlineMessages),
    checks: await t.db.$count(adviserAuthenticityChecks),
  });

  let captchaSerial = 0;
  /** The fields with a freshly issued image captcha and its answer, as the feedback page sends them. */
  async function withCaptcha<Fields extends FormFields>(fields: Fields): Promise<Fields & { captcha: string; c: string }> {
    const c = `writes-${(captchaSerial += 1)}`;
    await t.app.deps.captcha.issue(c);
    return { ...fields, captcha: TEST_CAPTCHA_ANSWER, c };
  }

  /** Runs the bad requests and checks that each answered status 0 and none of them wrote a row. */
  async function expectRejectedWithoutWrites(path: string, attempts: (FormFields | string)[]) {
    const before = await counts();
    for (const fields of attempts) {
      const response = await t.post(path, fields);
      expect(response.json(), JSON.stringify(fields).slice(0, 80)).toMatchObject({ status: 0, appData: null });
      expect(response.statusCode).toBeLessThan(500);
    }
    const encryptedGarbage = await encrypted.post(path, { data: 'bm90IGNpcGhlcnRleHQ=' });
    expect(encryptedGarbage.json()).toEqual({ status: 0, message: '请求数据解密失败，请检查加密方式', appData: null });
    expect(await counts()).toEqual(before);
  }

  describe('problem feedback', () => {
    it('stores anonymous feedback as plain text with its pictures', async () => {
      const { id } = await t.ok(
        common.problemFeedback,
        await withCaptcha({
          type: '课程问题',
          content: '<p>视频第三节<b>没有声音</b></p><script>alert(1)</script>',
          contact: '13800000000',
          images: '/api/upload/files/20260301/a.png,https://cdn.example.cn/b.jpg',
        }),
      );
      const [row] = await t.db.select().from(feedback).where(eq(feedback.id, id));
      expect(row).toMatchObject({
        userId: null,
        type: '课程问题',
        content: '视频第三节没有声音',
        contact: '13800000000',
        images: ['/api/upload/files/20260301/a.png', 'https://cdn.example.cn/b.jpg'],
        source: 'fackback',
      });
    });

    it('thanks the sender', async () => {
      const envelope = await t.call(common.problemFeedback, await withCaptcha({ type: '其他', content: '希望增加夜间模式' }));
      expect(envelope).toMatchObject({ status: 1, message: '提交成功，感谢您的反馈' });
    });

    it('links feedback from the home page to the logged-in user', async () => {
      const studentId = await demoUserId(t.db);
      const { token } = await t.app.deps.sessions.issueSession(studentId, 'feedback-device');
      const { id } = await t.ok(forms.saveHomeFeedback, { type: '账号问题', content: '头像上传后不显示' }, { token });
      const [row] = await t.db.select().from(feedback).where(eq(feedback.id, id));
      expect(row).toMatchObject({ userId: studentId, source: 'home', content: '头像上传后不显示' });
    });

    it('writes nothing for missing, wrong, oversize or undecryptable input', async () => {
      await expectRejectedWithoutWrites(common.problemFeedback.path, [
        {},
        { type: '课程问题' },
        { content: '没有类型' },
        { type: '课程问题', content: '字'.repeat(1001) },
        { type: '类'.repeat(21), content: '内容' },
        { type: '课程问题', content: '内容', images: 'javascript:alert(1)' },
        { type: '课程问题', content: '内容', images: ['/1.png', '/2.png', '/3.png', '/4.png'] },
        { type: '课程问题', content: '<script>alert(1)</script>' },
        `type=a&content=${OVERSIZE}`,
      ]);
      await expectRejectedWithoutWrites(forms.saveHomeFeedback.path, [{ type: '课程问题' }, `type=a&content=${OVERSIZE}`]);
    });

    it('names the problem', async () => {
      expect(await t.fails(common.problemFeedback, await withCaptcha({ type: '课程问题' }))).toBe('缺少参数 content');
      expect(await t.fails(common.problemFeedback, await withCaptcha({ type: '课程问题', content: '字'.repeat(1001) }))).toBe(
        '参数 content 长度不能超过 1000 个字符',
      );
      expect(await t.fails(common.problemFeedback, await withCaptcha({ type: '课程问题', content: '<br>' }))).toBe(
        '参数 content 不能为空',
      );
      expect(
        await t.fails(
          common.problemFeedback,
          await withCaptcha({ type: '课程问题', content: '内容', images: ['/1.png', '/2.png', '/3.png', '/4.png'] }),
        ),
      ).toBe('参数 images 最多 3 张图片');
    });

    it('refuses a wrong, missing or reused captcha and writes nothing', async () => {
      const before = await t.db.$count(feedback);
      expect(await t.fails(common.problemFeedback, { type: '其他', content: '没有验证码' })).toBe('缺少参数 captcha');
      const wrong = await withCaptcha({ type: '其他', content: '验证码错误' });
      expect(await t.fails(common.problemFeedback, { ...wrong, captcha: 'zzzz' })).toBe('图形验证码错误，请重新输入');
      const used = await withCaptcha({ type: '其他', content: '第一次' });
      expect((await t.call(common.problemFeedback, used)).status).toBe(1);
      expect(await t.fails(common.problemFeedback, { ...used, content: '重放' })).toBe('图形验证码错误，请重新输入');
      expect(await t.db.$count(feedback)).toBe(before + 1);
    });

    it('accepts an encrypted submission', async () => {
      const before = await t.db.$count(feedback);
      // The encrypted client is another app instance with its own captcha store.
      const c = 'writes-encrypted';
      await encrypted.app.deps.captcha.issue(c);
      const captcha = TEST_CAPTCHA_ANSWER;
      const envelope = await encrypted.call(common.problemFeedback, {
        data: encryptWithPassphrase(
          `type=%E5%85%B6%E4%BB%96&content=%E5%8A%A0%E5%AF%86%E6%8F%90%E4%BA%A4&captcha=${captcha}&c=${c}`,
          'writes-test-passphrase',
        ),
      });
      expect(envelope.status).toBe(1);
      expect(await t.db.$count(feedback)).toBe(before + 1);
      const [latest] = await t.db.select().from(feedback).orderBy(desc(feedback.id)).limit(1);
      expect(latest).toMatchObject({ type: '其他', content: '加密提交' });
    });

    it('stops a client that submits too often', async () => {
      const remoteAddress = '192.0.2.44';
      for (let i = 0; i < 10; i += 1) {
        const fields = await withCaptcha({ type: '其他', content: `第${i}条` });
        expect((await t.call(common.problemFeedback, fields, { remoteAddress })).status).toBe(1);
      }
      const before = await t.db.$count(feedback);
      const response = await t.post(common.problemFeedback.path, await withCaptcha({ type: '其他', content: '第11条' }), {
        remoteAddress,
      });
      expect(response.statusCode).toBe(429);
      expect(response.json()).toEqual({ status: 0, message: '操作太频繁，请稍后再试', appData: null });
      expect(await t.db.$count(feedback)).toBe(before);
    });

    it('lets the same client go on when rate limits are switched off', async () => {
      const unlimited = await createTestApp({ db: t.db, env: { RATE_LIMITS: 'off' } });
      try {
        for (let i = 0; i < 12; i += 1) {
          const c = `unlimited-${i}`;
          await unlimited.app.deps.captcha.issue(c);
          const envelope = await unlimited.call(
            common.problemFeedback,
            { type: '其他', content: `不限次数 ${i}`, captcha: TEST_CAPTCHA_ANSWER, c },
            { remoteAddress: '192.0.2.45' },
          );
          expect(envelope.status).toBe(1);
        }
      } finally {
        await unlimited.close();
      }
    });
  });

  describe('teacher applications', () => {
    it('stores an application', async () => {
      const { id } = await t.ok(forms.addTeacherEntry, {
        name: '周老师',
        phone: '13911112222',
        subject: '物理',
        gradeName: '高中',
        experience: '8 年高中物理教学',
        intro: '<i>擅长</i>力学与电磁学',
        resumeUrl: '/api/upload/files/20260301/0a1b2c.pdf',
      });
      const [row] = await t.db.select().from(teacherEntries).where(eq(teacherEntries.id, id));
      expect(row).toMatchObject({
        name: '周老师',
        phone: '13911112222',
        subject: '物理',
        intro: '擅长力学与电磁学',
        resumeUrl: '/api/upload/files/20260301/0a1b2c.pdf',
      });
    });

    it('refuses a second application from the same phone within a day', async () => {
      await t.ok(forms.addTeacherEntry, { name: '吴老师', phone: '13922223333' });
      const before = await t.db.$count(teacherEntries);
      expect(await t.fails(forms.addTeacherEntry, { name: '吴老师', phone: '13922223333' })).toBe(
        '您已提交过入驻申请，我们会尽快与您联系',
      );
      expect(await t.db.$count(teacherEntries)).toBe(before);
    });

    it('writes nothing for missing, wrong, oversize or undecryptable input', async () => {
      expect(await t.fails(forms.addTeacherEntry, { name: '郑老师', phone: '12345' })).toBe('参数 phone 应为 11 位手机号码');
      await expectRejectedWithoutWrites(forms.addTeacherEntry.path, [
        {},
        { name: '郑老师' },
        { phone: '13933334444' },
        { name: '郑老师', phone: '1393333444x' },
        { name: '郑老师', phone: '13933334444', intro: '字'.repeat(1001) },
        { name: '郑老师', phone: '13933334444', resumeUrl: 'javascript:alert(1)' },
        `name=a&phone=13933334444&intro=${OVERSIZE}`,
      ]);
    });
  });

  describe('online messages', () => {
    it('stores a message as plain text', async () => {
      const { id } = await t.ok(forms.addOnlineMessage, {
        name: '孙女士',
        phone: '13744445555',
        content: '孩子初二，<a href="x">数学</a>怎么补？',
      });
      const [row] = await t.db.select().from(onlineMessages).where(eq(onlineMessages.id, id));
      expect(row).toMatchObject({ name: '孙女士', phone: '13744445555', content: '孩子初二，数学怎么补？' });
    });

    it('writes nothing for missing, wrong, oversize or undecryptable input', async () => {
      await expectRejectedWithoutWrites(forms.addOnlineMessage.path, [
        {},
        { name: '孙女士', phone: '13744445555' },
        { name: '孙女士', phone: 'phone', content: '你好' },
        { name: '孙女士', phone: '13744445555', content: '字'.repeat(501) },
        `name=a&phone=13744445555&content=${OVERSIZE}`,
      ]);
    });
  });

  describe('rate limits of the other anonymous forms', () => {
    it.each([
      [
        'a teacher application',
        '192.0.2.60',
        forms.addTeacherEntry.path,
        (i: number) => ({ name: '王老师', phone: `1390000${String(i).padStart(4, '0')}` }),
      ],
      [
        'an online message',
        '192.0.2.61',
        forms.addOnlineMessage.path,
        (i: number) => ({ name: '张女士', phone: '13700001111', content: `咨询 ${i}` }),
      ],
    ])('stops a client that sends %s too often, writing nothing more', async (_, remoteAddress, path, fields) => {
      for (let i = 0; i < 10; i += 1) {
        expect((await t.post(path, fields(i), { remoteAddress })).json()).toMatchObject({ status: 1 });
      }
      const before = await counts();
      const response = await t.post(path, fields(10), { remoteAddress });
      expect(response.statusCode).toBe(429);
      expect(response.json()).toEqual({ status: 0, message: '操作太频繁，请稍后再试', appData: null });
      expect(await counts()).toEqual(before);
      expect((await t.post(path, fields(11), { remoteAddress: '192.0.2.200' })).json()).toMatchObject({ status: 1 });
    });
  });

  describe('adviser anti-counterfeit check', () => {
    const genuine = demoContent.advisers[0]!;

    it('confirms an adviser by WeChat account in any letter case and records the check', async () => {
      const before = await t.db.$count(adviserAuthenticityChecks);
      const result = await t.ok(customer.checkAdviserAuthenticity, { keyWord: genuine.wechatAccount.toUpperCase() });
      expect(result).toEqual({
        isAuthentic: true,
        adviser: {
          name: genuine.name,
          wechatAccount: genuine.wechatAccount,
          wechatUrl: `/assets/${genuine.qrPath}`,
          intro: genuine.intro,
        },
      });
      const [check] = await t.db.select().from(adviserAuthenticityChecks).orderBy(desc(adviserAuthenticityChecks.id)).limit(1);
      expect(check).toMatchObject({ query: genuine.wechatAccount.toUpperCase(), isAuthentic: true });
      expect(check!.adviserId).not.toBeNull();
      expect(await t.db.$count(adviserAuthenticityChecks)).toBe(before + 1);
    });

    it('confirms an adviser by phone number, with or without separators', async () => {
      expect((await t.ok(customer.checkAdviserAuthenticity, { keyWord: genuine.phone })).isAuthentic).toBe(true);
      expect((await t.ok(customer.checkAdviserAuthenticity, { keyWord: genuine.phone.replace(/\D/g, '') })).isAuthentic).toBe(
        true,
      );
    });

    it('warns about an unknown account and records that too', async () => {
      const result = await t.ok(customer.checkAdviserAuthenticity, { keyWord: 'xueban_fake_007' });
      expect(result).toEqual({ isAuthentic: false, adviser: null });
      const [check] = await t.db.select().from(adviserAuthenticityChecks).orderBy(desc(adviserAuthenticityChecks.id)).limit(1);
      expect(check).toMatchObject({ query: 'xueban_fake_007', isAuthentic: false, adviserId: null });
    });

    it('no longer vouches for an adviser who has left', async () => {
      await t.db.update(advisers).set({ isActive: false }).where(eq(advisers.code, genuine.code));
      try {
        expect((await t.ok(customer.checkAdviserAuthenticity, { keyWord: genuine.wechatAccount })).isAuthentic).toBe(false);
      } finally {
        await t.db.update(advisers).set({ isActive: true }).where(eq(advisers.code, genuine.code));
      }
    });

    it('writes nothing for missing, oversize or undecryptable input', async () => {
      await expectRejectedWithoutWrites(customer.checkAdviserAuthenticity.path, [
        {},
        { keyWord: '字'.repeat(51) },
        `keyWord=${OVERSIZE}`,
      ]);
    });
  });

  describe('news article', () => {
    it('counts a view each time an article is read and links its neighbours', async () => {
      const ordered = await t.db
        .select({ id: newsArticles.id, views: newsArticles.views })
        .from(newsArticles)
        .orderBy(asc(newsArticles.publishedAt), asc(newsArticles.id));
      const middle = ordered[1]!;
      const article = await t.ok(information.articleDetails, { id: middle.id });
      expect(article.views).toBe(middle.views + 1);
      expect(article.previous?.id).toBe(ordered[0]!.id);
      expect(article.next?.id).toBe(ordered[2]!.id);
      expect(article.contentHtml.length).toBeGreaterThan(0);
      expect((await t.ok(information.articleDetails, { id: middle.id })).views).toBe(middle.views + 2);
      const oldest = await t.ok(information.articleDetails, { id: ordered[0]!.id });
      expect(oldest.previous).toBeNull();
    });

    it('answers an unknown article with status 0 and counts nothing', async () => {
      const before = await t.db
        .select({ id: newsArticles.id, views: newsArticles.views })
        .from(newsArticles)
        .orderBy(asc(newsArticles.id));
      expect(await t.fails(information.articleDetails, { id: 999999 })).toBe('资讯不存在');
      expect(await t.fails(information.articleDetails, { id: 'first' })).toBe('参数 id 应为正整数');
      expect(
        await t.db.select({ id: newsArticles.id, views: newsArticles.views }).from(newsArticles).orderBy(asc(newsArticles.id)),
      ).toEqual(before);
    });

    it('keeps articles scheduled for later out of sight', async () => {
      const [article] = await t.db.select().from(newsArticles).orderBy(asc(newsArticles.id)).limit(1);
      await t.db
        .update(newsArticles)
        .set({ publishedAt: new Date(t.clock.now.getTime() + 86400_000) })
        .where(eq(newsArticles.id, article!.id));
      try {
        expect(await t.fails(information.articleDetails, { id: article!.id })).toBe('资讯不存在');
      } finally {
        await t.db.update(newsArticles).set({ publishedAt: article!.publishedAt }).where(eq(newsArticles.id, article!.id));
      }
    });
  });
});

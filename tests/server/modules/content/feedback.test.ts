import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as forms from '../../../../contract/api/schemas/web/forms';
import { feedback, feedbackReplies } from '../../../../server/src/platform/db/schema';
import { FEEDBACK_CAPTCHA_REQUIRED } from '../../../../server/src/modules/content';
import { TEST_CAPTCHA_ANSWER } from '../../support/testApp';
import { demoUserId } from '../../support/users';
import { type CommerceApp, createCommerceApp } from '../commerce/harness';

let t: CommerceApp;
beforeAll(async () => {
  t = await createCommerceApp();
});
afterAll(() => t.close());

describe('feedback from the personal centre', () => {
  it('takes a logged-in user’s feedback without a captcha and links it to that user', async () => {
    const user = await t.buyer();
    const { id } = await t.ok(
      forms.saveHomeFeedback,
      { type: '视频问题', content: '第三节没有声音', images: '/api/upload/files/20261101/a.png' },
      { token: user.token },
    );
    const [row] = await t.db.select().from(feedback).where(eq(feedback.id, id));
    expect(row).toMatchObject({ userId: user.id, content: '第三节没有声音', images: ['/api/upload/files/20261101/a.png'] });
  });

  it('asks an anonymous sender for a valid captcha and writes nothing without one', async () => {
    const before = await t.db.$count(feedback);
    expect(await t.fails(forms.saveHomeFeedback, { type: '其他', content: '没有验证码' })).toBe(FEEDBACK_CAPTCHA_REQUIRED);
    await t.app.deps.captcha.issue('home-feedback-1');
    expect(await t.fails(forms.saveHomeFeedback, { type: '其他', content: '错的', captcha: 'zzzz', c: 'home-feedback-1' })).toBe(
      '图形验证码错误，请重新输入',
    );
    expect(await t.db.$count(feedback)).toBe(before);
    await t.app.deps.captcha.issue('home-feedback-2');
    const { id } = await t.ok(forms.saveHomeFeedback, {
      type: '其他',
      content: '匿名的建议',
      captcha: TEST_CAPTCHA_ANSWER,
      c: 'home-feedback-2',
    });
    const [row] = await t.db.select().from(feedback).where(eq(feedback.id, id));
    expect(row?.userId).toBeNull();
  });

  it('answers a dead token with status 4 instead of treating the sender as anonymous', async () => {
    const user = await t.buyer();
    await t.app.deps.sessions.revokeSession(user.token);
    const before = await t.db.$count(feedback);
    const answer = await t.call(forms.saveHomeFeedback, { type: '其他', content: '会话失效' }, { token: user.token });
    expect(answer.status).toBe(4);
    expect(await t.db.$count(feedback)).toBe(before);
  });

  it('refuses bad input with status 0 and a named field', async () => {
    const user = await t.buyer();
    const options = { token: user.token };
    expect((await t.call(forms.saveHomeFeedback, { type: '', content: '内容' }, options)).status).toBe(0);
    expect(await t.fails(forms.saveHomeFeedback, { type: '其他' }, options)).toBe('缺少参数 content');
    expect(await t.fails(forms.saveHomeFeedback, { type: '其他', content: '字'.repeat(1001) }, options)).toBe(
      '参数 content 长度不能超过 1000 个字符',
    );
    expect(
      await t.fails(forms.saveHomeFeedback, { type: '其他', content: '图', images: 'javascript:alert(1)' }, options),
    ).toMatch(/images/);
  });
});

describe('my feedback history', () => {
  it('lists only the user’s own feedback, newest first, with support’s replies oldest first', async () => {
    const me = await t.buyer();
    const other = await t.buyer();
    const [older, newer, theirs] = await t.db
      .insert(feedback)
      .values([
        { userId: me.id, type: '课程问题', content: '较早的反馈', createdAt: new Date('2026-10-01T08:00:00Z') },
        { userId: me.id, type: '功能建议', content: '较新的反馈', createdAt: new Date('2026-10-05T08:00:00Z') },
        { userId: other.id, type: '其他', content: '别人的反馈', createdAt: new Date('2026-10-06T08:00:00Z') },
      ])
      .returning({ id: feedback.id });
    await t.db.insert(feedbackReplies).values([
      { feedbackId: older!.id, content: '第二条回复', createdAt: new Date('2026-10-03T08:00:00Z') },
      { feedbackId: older!.id, content: '第一条回复', createdAt: new Date('2026-10-02T08:00:00Z') },
      { feedbackId: theirs!.id, content: '给别人的回复' },
    ]);

    const mine = await t.ok(forms.myProblemFeedback, {}, { token: me.token });
    expect(mine.total).toBe(2);
    expect(mine.list.map((item) => item.id)).toEqual([newer!.id, older!.id]);
    expect(mine.list[0]?.replies).toEqual([]);
    expect(mine.list[1]?.replies.map((reply) => reply.content)).toEqual(['第一条回复', '第二条回复']);
    expect(JSON.stringify(mine)).not.toContain('别人');

    const theirsList = await t.ok(forms.myProblemFeedback, {}, { token: other.token });
    expect(theirsList.list.map((item) => item.content)).toEqual(['别人的反馈']);
  });

  it('pages the history', async () => {
    const me = await t.buyer();
    await t.db.insert(feedback).values(
      Array.from({ length: 5 }, (_, index) => ({
        userId: me.id,
        type: '其他',
        content: `第 ${index + 1} 条`,
        createdAt: new Date(Date.UTC(2026, 9, index + 1)),
      })),
    );
    const first = await t.ok(forms.myProblemFeedback, { page: 1, size: 2 }, { token: me.token });
    const third = await t.ok(forms.myProblemFeedback, { page: 3, size: 2 }, { token: me.token });
    const beyond = await t.ok(forms.myProblemFeedback, { page: 4, size: 2 }, { token: me.token });
    expect(first).toMatchObject({ total: 5, page: 1, size: 2 });
    expect(first.list.map((item) => item.content)).toEqual(['第 5 条', '第 4 条']);
    expect(third.list.map((item) => item.content)).toEqual(['第 1 条']);
    expect(beyond.list).toEqual([]);
  });

  it('shows what a user just sent at the top', async () => {
    const me = await t.buyer();
    await t.ok(forms.saveHomeFeedback, { type: '账号问题', content: '刚刚提交的反馈' }, { token: me.token });
    const mine = await t.ok(forms.myProblemFeedback, {}, { token: me.token });
    expect(mine.list[0]).toMatchObject({ type: '账号问题', content: '刚刚提交的反馈', replies: [] });
  });

  it('needs login and refuses bad paging with status 0', async () => {
    expect((await t.call(forms.myProblemFeedback, {})).status).toBe(2);
    const me = await t.buyer();
    for (const bad of [{ page: 0 }, { page: 'x' }, { size: 51 }, { size: -1 }]) {
      const answer = await t.call(forms.myProblemFeedback, bad as never, { token: me.token });
      expect(answer.status).toBe(0);
    }
  });

  it('has the demo student’s two seeded items, one of them answered', async () => {
    const studentId = await demoUserId(t.db);
    const { token } = await t.app.deps.sessions.issueSession(studentId, 'feedback-history');
    const mine = await t.ok(forms.myProblemFeedback, {}, { token });
    const seeded = mine.list.filter((item) => item.content.includes('倍速') || item.content.includes('《圆》'));
    expect(seeded).toHaveLength(2);
    expect(seeded.map((item) => item.replies.length).sort()).toEqual([0, 1]);
  });
});

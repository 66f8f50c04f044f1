import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as inbox from '../../../../contract/api/schemas/admin/inbox';
import * as staffCalls from '../../../../contract/api/schemas/admin/staff';
import * as notification from '../../../../contract/api/schemas/user/notification';
import * as forms from '../../../../contract/api/schemas/web/forms';
import { NO_PERMISSION, type StaffRole } from '../../../../contract/vocabulary/staff';
import { INBOX_MESSAGES } from '../../../../server/src/modules/service';
import {
  courseCategories,
  feedback,
  grades,
  onlineMessages,
  staffAuditLog,
  teacherEntries,
  tutors,
} from '../../../../server/src/platform/db/schema';
import { readSmsInbox } from '../../../../server/src/providers/sms';
import { commerceAppForTests } from '../commerce/harness';
import { staffSignIns } from '../console/staffHelpers';

const app = commerceAppForTests();
const staff = staffSignIns(() => app.t);
const tokens = new Map<StaffRole, string>();
async function as(role: StaffRole): Promise<{ token: string }> {
  if (!tokens.has(role)) tokens.set(role, await staff.signIn(role));
  return { token: tokens.get(role)! };
}
async function idOf(role: StaffRole): Promise<number> {
  return (await app.t.ok(staffCalls.me, {}, await as(role))).id;
}

let serial = 0;
/** A word found in nothing else, so each test reads only its own items. */
function marker(): string {
  serial += 1;
  return `工单${process.pid}x${serial}`;
}

/** A phone nobody has an account for. */
const strangerPhone = () => `155${String(process.pid % 10000).padStart(4, '0')}${String(serial).padStart(4, '0')}`;

async function anonymousFeedback(content: string, contact: string, at = new Date()) {
  const [row] = await app.t.db
    .insert(feedback)
    .values({ type: '投诉', content, contact, source: 'fackback', createdAt: at })
    .returning();
  return row!.id;
}

const keys = (page: { list: { kind: string; id: number }[] }) => page.list.map((row) => `${row.kind}:${row.id}`);

describe('the service inbox list', () => {
  it('lists feedback, teacher applications and messages together, newest first, masked, by kind, text and phone', async () => {
    const t = app.t;
    const word = marker();
    const phone = strangerPhone();
    const feedbackId = await anonymousFeedback(`${word} 课程卡顿`, phone, new Date('2031-05-01T08:00:00Z'));
    const [entry] = await t.db
      .insert(teacherEntries)
      .values({ name: '李老师', phone, subject: '数学', intro: `${word} 十年教龄`, createdAt: new Date('2031-05-02T08:00:00Z') })
      .returning();
    const [message] = await t.db
      .insert(onlineMessages)
      .values({ name: '王女士', phone, content: `${word} 想了解课程`, createdAt: new Date('2031-05-03T08:00:00Z') })
      .returning();
    const service = await as('service');

    const all = await t.ok(inbox.inboxList, { q: word }, service);
    expect(keys(all)).toEqual([`message:${message!.id}`, `teacher:${entry!.id}`, `feedback:${feedbackId}`]);
    expect(all.list[0]).toMatchObject({
      state: 'new',
      senderName: '王女士',
      // A page of many senders shows none of their phones whole.
      senderPhone: `${phone.slice(0, 3)}****${phone.slice(-4)}`,
      summary: `${word} 想了解课程`,
      assignee: null,
    });
    expect(all.list[1]).toMatchObject({ topic: '数学', senderName: '李老师' });
    expect(all.list[2]).toMatchObject({ topic: '投诉', senderPhone: `${phone.slice(0, 3)}****${phone.slice(-4)}` });
    expect(all.counts).toEqual({ new: 3, open: 0, answered: 0, closed: 0 });

    expect(keys(await t.ok(inbox.inboxList, { q: word, kind: 'teacher' }, service))).toEqual([`teacher:${entry!.id}`]);
    expect(keys(await t.ok(inbox.inboxList, { q: phone }, service))).toEqual(keys(all));
    expect(keys(await t.ok(inbox.inboxList, { q: '王女士', size: 50 }, service))).toContain(`message:${message!.id}`);
    const byLastFour = await t.ok(inbox.inboxList, { q: phone.slice(-4), size: 50 }, service);
    expect(keys(byLastFour)).toEqual(expect.arrayContaining(keys(all)));

    // A page starts where the one before it ended.
    const [one, two] = await Promise.all([
      t.ok(inbox.inboxList, { q: word, size: 2, page: 1 }, service),
      t.ok(inbox.inboxList, { q: word, size: 2, page: 2 }, service),
    ]);
    expect([...keys(one), ...keys(two)]).toEqual(keys(all));
    expect(one.total).toBe(3);
  });

  it('narrows by state and assignee (mine, nobody’s, one member’s) and counts each state under the other filters', async () => {
    const t = app.t;
    const word = marker();
    const first = await anonymousFeedback(`${word} 一`, '');
    const second = await anonymousFeedback(`${word} 二`, '');
    await anonymousFeedback(`${word} 三`, '');
    const service = await as('service');
    const ownerId = await idOf('owner');
    await t.ok(inbox.assignInboxItem, { kind: 'feedback', id: first, version: 1, assigneeId: await idOf('service') }, service);
    await t.ok(inbox.assignInboxItem, { kind: 'feedback', id: second, version: 1, assigneeId: ownerId }, service);
    await t.ok(inbox.setInboxState, { kind: 'feedback', id: second, version: 2, state: 'closed' }, service);

    const mine = await t.ok(inbox.inboxList, { q: word, assignee: 'mine' }, service);
    expect(keys(mine)).toEqual([`feedback:${first}`]);
    expect(mine.list[0]).toMatchObject({ state: 'open', assignee: { name: '刘洋' } });
    expect(keys(await t.ok(inbox.inboxList, { q: word, assignee: String(ownerId) }, service))).toEqual([`feedback:${second}`]);
    expect((await t.ok(inbox.inboxList, { q: word, assignee: 'none' }, service)).total).toBe(1);
    const closed = await t.ok(inbox.inboxList, { q: word, state: 'closed' }, service);
    expect(keys(closed)).toEqual([`feedback:${second}`]);
    // The counts ignore the state picked, so the tabs show what each state holds.
    expect(closed.counts).toEqual({ new: 1, open: 1, answered: 0, closed: 1 });
  });

  it('refuses a malformed filter with status 0 and names the field', async () => {
    const service = await as('service');
    expect(await app.t.fails(inbox.inboxList, { kind: 'letter' }, service)).toMatch(/kind/);
    expect(await app.t.fails(inbox.inboxList, { state: 'lost' }, service)).toMatch(/state/);
    expect(await app.t.fails(inbox.inboxList, { assignee: 'everyone' }, service)).toMatch(/assignee/);
  });
});

describe('one inbox item', () => {
  it('shows the sender’s phone whole to service and masked to read-only, with the family account and images', async () => {
    const t = app.t;
    const family = await t.buyer();
    const word = marker();
    const { id } = await t.ok(
      forms.saveHomeFeedback,
      { type: '视频问题', content: `${word} 没有声音`, images: '/api/upload/files/20261101/a.png' },
      { token: family.token },
    );
    const item = await t.ok(inbox.inboxDetail, { kind: 'feedback', id }, await as('service'));
    expect(item).toMatchObject({
      kind: 'feedback',
      id,
      state: 'new',
      version: 1,
      topic: '视频问题',
      content: `${word} 没有声音`,
      images: ['/api/upload/files/20261101/a.png'],
      sender: { name: '测试家长', phone: family.phone },
      account: { phone: family.phone, name: '测试家长' },
      replyChannel: 'notification',
      history: [],
    });
    const masked = `${family.phone.slice(0, 3)}****${family.phone.slice(-4)}`;
    const read = await t.ok(inbox.inboxDetail, { kind: 'feedback', id }, await as('readOnly'));
    expect(read.sender.phone).toBe(masked);
    expect(read.account?.phone).toBe(masked);
    expect(await t.fails(inbox.inboxDetail, { kind: 'message', id: 999_999 }, await as('service'))).toBe(INBOX_MESSAGES.notFound);
  });

  it('gives an item to a member who may answer, or to nobody, and refuses anyone else naming the field', async () => {
    const t = app.t;
    const id = await anonymousFeedback(`${marker()} 分配`, '');
    const service = await as('service');
    const choices = (await t.ok(inbox.inboxStaff, {}, service)).list.map((member) => member.name);
    expect(choices).toEqual(expect.arrayContaining(['周宁', '刘洋']));
    expect(choices).not.toContain('赵敏');
    expect(
      await t.fails(inbox.assignInboxItem, { kind: 'feedback', id, version: 1, assigneeId: await idOf('readOnly') }, service),
    ).toBe(INBOX_MESSAGES.noAssignee);

    const taken = await t.ok(
      inbox.assignInboxItem,
      { kind: 'feedback', id, version: 1, assigneeId: await idOf('service') },
      service,
    );
    expect(taken).toMatchObject({ state: 'open', version: 2, assignee: { name: '刘洋' } });
    const left = await t.ok(inbox.assignInboxItem, { kind: 'feedback', id, version: 2 }, service);
    expect(left).toMatchObject({ state: 'open', assignee: null });
    expect(left.history.map((entry) => [entry.type, entry.staffName, entry.assigneeName])).toEqual([
      ['assign', '刘洋', '刘洋'],
      ['assign', '刘洋', null],
    ]);
  });

  it('keeps internal notes among staff: the family sees neither a reply nor a message', async () => {
    const t = app.t;
    const family = await t.buyer();
    const { id } = await t.ok(forms.saveHomeFeedback, { type: '其他', content: `${marker()} 备注` }, { token: family.token });
    const noted = await t.ok(
      inbox.noteInboxItem,
      { kind: 'feedback', id, version: 1, content: '家长情绪较大，先电话沟通' },
      await as('service'),
    );
    expect(noted.history).toEqual([
      expect.objectContaining({ type: 'note', staffName: '刘洋', content: '家长情绪较大，先电话沟通' }),
    ]);
    expect(noted.state).toBe('new');
    const mine = await t.ok(forms.myProblemFeedback, {}, { token: family.token });
    expect(mine.list.find((row) => row.id === id)?.replies).toEqual([]);
    expect((await t.ok(notification.findByUserInfoId, {}, { token: family.token })).total).toBe(0);
  });

  it('answers a family with an account under its feedback and in 消息中心, and marks the item answered', async () => {
    const t = app.t;
    const family = await t.buyer();
    const { id } = await t.ok(forms.saveHomeFeedback, { type: '投诉', content: `${marker()} 退款慢` }, { token: family.token });
    const answered = await t.ok(
      inbox.replyInboxItem,
      { kind: 'feedback', id, version: 1, content: '已为您加急处理，预计两个工作日到账' },
      await as('service'),
    );
    expect(answered).toMatchObject({ state: 'answered', version: 2 });
    expect(answered.history).toEqual([
      expect.objectContaining({
        type: 'reply',
        staffName: '刘洋',
        state: 'answered',
        content: '已为您加急处理，预计两个工作日到账',
      }),
    ]);

    const mine = await t.ok(forms.myProblemFeedback, {}, { token: family.token });
    expect(mine.list.find((row) => row.id === id)?.replies).toEqual([
      expect.objectContaining({ author: '学伴客服', content: '已为您加急处理，预计两个工作日到账' }),
    ]);
    const messages = await t.ok(notification.findByUserInfoId, {}, { token: family.token });
    expect(messages.unread).toBe(1);
    expect(messages.list[0]).toMatchObject({
      kind: 'system',
      title: '客服回复了您的反馈',
      content: '已为您加急处理，预计两个工作日到账',
      objectType: 'feedback',
      objectKey: String(id),
      read: false,
    });
    expect(await readSmsInbox(t.store, family.phone)).toEqual([]);
  });

  it('texts the answer to a phone left without an account, and refuses to answer a sender it cannot reach', async () => {
    const t = app.t;
    const phone = strangerPhone();
    const reachable = await anonymousFeedback(`${marker()} 匿名`, phone);
    await t.ok(inbox.replyInboxItem, { kind: 'feedback', id: reachable, version: 1, content: '问题已修复' }, await as('service'));
    const [text] = await readSmsInbox(t.store, phone);
    expect(text).toMatchObject({ template: 'serviceReply' });
    expect(text && 'text' in text ? text.text : '').toContain('问题已修复');

    const [message] = await t.db
      .insert(onlineMessages)
      .values({ name: '赵先生', phone: strangerPhone(), content: '咨询' })
      .returning();
    await t.ok(inbox.replyInboxItem, { kind: 'message', id: message!.id, version: 1, content: '稍后致电' }, await as('service'));
    expect((await readSmsInbox(t.store, message!.phone))[0]).toMatchObject({ template: 'serviceReply' });

    const unreachable = await anonymousFeedback(`${marker()} 无联系方式`, 'QQ 12345');
    expect(
      await t.fails(
        inbox.replyInboxItem,
        { kind: 'feedback', id: unreachable, version: 1, content: '收到' },
        await as('service'),
      ),
    ).toBe(INBOX_MESSAGES.noRecipient);
    const after = await t.ok(inbox.inboxDetail, { kind: 'feedback', id: unreachable }, await as('service'));
    expect(after).toMatchObject({ state: 'new', version: 1, replyChannel: 'none', history: [] });
  });

  it('closes and reopens, refuses a second writer working from an old version, and audits every write', async () => {
    const t = app.t;
    const id = await anonymousFeedback(`${marker()} 关闭`, '');
    const service = await as('service');
    const closed = await t.ok(inbox.setInboxState, { kind: 'feedback', id, version: 1, state: 'closed' }, service);
    expect(closed).toMatchObject({ state: 'closed', version: 2 });
    // Someone else, still looking at version 1, tries to note it.
    expect(
      await t.fails(inbox.noteInboxItem, { kind: 'feedback', id, version: 1, content: '迟到的备注' }, await as('owner')),
    ).toBe(INBOX_MESSAGES.stale);
    const reopened = await t.ok(inbox.setInboxState, { kind: 'feedback', id, version: 2, state: 'open' }, service);
    expect(reopened).toMatchObject({ state: 'open', version: 3 });
    expect(reopened.history.map((entry) => [entry.type, entry.state])).toEqual([
      ['state', 'closed'],
      ['state', 'open'],
    ]);
    const audit = await t.db
      .select({ action: staffAuditLog.action, after: staffAuditLog.after })
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.entity, 'inbox'), eq(staffAuditLog.entityId, `feedback:${id}`)));
    expect(audit.map((entry) => entry.action)).toEqual(['inbox.close', 'inbox.reopen']);
    expect(await t.fails(inbox.setInboxState, { kind: 'feedback', id, version: 3, state: 'answered' }, service)).toMatch(/state/);
    expect(await t.fails(inbox.noteInboxItem, { kind: 'feedback', id, version: 3, content: '  ' }, service)).toMatch(/content/);
    expect(await t.fails(inbox.noteInboxItem, { kind: 'feedback', id, content: '没有版本' }, service)).toMatch(/version/);
  });

  it('turns a teacher application into one hidden tutor draft, with the subject and grade where the names match', async () => {
    const t = app.t;
    const [category] = await t.db.select().from(courseCategories).limit(1);
    const [grade] = await t.db.select().from(grades).limit(1);
    const [entry] = await t.db
      .insert(teacherEntries)
      .values({
        name: '孙老师',
        phone: strangerPhone(),
        subject: category!.name,
        gradeName: grade!.name,
        experience: '八年一线教学',
        intro: '擅长几何',
        resumeUrl: '/api/upload/files/20261101/resume.pdf',
      })
      .returning();
    const service = await as('service');
    const before = await t.ok(inbox.inboxDetail, { kind: 'teacher', id: entry!.id }, service);
    expect(before).toMatchObject({
      resumeUrl: '/api/upload/files/20261101/resume.pdf',
      application: { subject: category!.name, gradeName: grade!.name, experience: '八年一线教学', intro: '擅长几何' },
      tutor: null,
    });

    const drafted = await t.ok(inbox.inboxTutorDraft, { id: entry!.id, version: 1 }, service);
    expect(drafted.tutor).toMatchObject({ name: '孙老师' });
    const [tutor] = await t.db.select().from(tutors).where(eq(tutors.id, drafted.tutor!.id));
    expect(tutor).toMatchObject({
      name: '孙老师',
      visibility: 'hidden',
      categoryId: category!.id,
      gradeId: grade!.id,
      intro: '擅长几何\n\n八年一线教学',
    });
    expect(await t.fails(inbox.inboxTutorDraft, { id: entry!.id, version: 2 }, service)).toBe(INBOX_MESSAGES.alreadyDrafted);
    expect(await t.fails(inbox.inboxTutorDraft, { id: 999_999, version: 1 }, service)).toBe(INBOX_MESSAGES.notFound);
  });

  it('lets read-only staff read but not write, and keeps the inbox from roles without service.read', async () => {
    const t = app.t;
    const id = await anonymousFeedback(`${marker()} 权限`, '');
    const readOnly = await as('readOnly');
    expect((await t.ok(inbox.inboxDetail, { kind: 'feedback', id }, readOnly)).id).toBe(id);
    expect(await t.fails(inbox.replyInboxItem, { kind: 'feedback', id, version: 1, content: '不该发出' }, readOnly)).toBe(
      NO_PERMISSION,
    );
    expect(await t.fails(inbox.assignInboxItem, { kind: 'feedback', id, version: 1 }, readOnly)).toBe(NO_PERMISSION);
    expect(await t.fails(inbox.inboxList, {}, await as('finance'))).toBe(NO_PERMISSION);
    expect((await t.ok(inbox.inboxDetail, { kind: 'feedback', id }, readOnly)).history).toEqual([]);
  });
});

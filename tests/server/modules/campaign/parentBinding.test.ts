import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as campaign from '../../../../contract/api/schemas/user/campaign';
import { notifications, parentBindings } from '../../../../server/src/platform/db/schema';
import { readSmsInbox } from '../../../../server/src/providers/sms';
import { notifyStudyProgress } from '../../../../server/src/modules/content';
import { createTestApp, type TestApp } from '../../support/testApp';
import { createUser, newPhone, requestCode, sendCodeOk } from '../accounts/helpers';

describe('binding parents to a student', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  async function verified() {
    const student = await createUser(t);
    const code = await sendCodeOk(t, student.phone, '7');
    const state = await t.ok(campaign.verifyStudent, { mobilePhone: student.phone, code });
    return { student, state };
  }

  it('sends the binding code only to a registered student phone, answering alike for any phone', async () => {
    const phone = newPhone();
    const envelope = await requestCode(t, phone, '7');
    expect(envelope).toMatchObject({ status: 1, message: '验证码已发送，请注意查收' });
    expect(await readSmsInbox(t.store, phone)).toEqual([expect.objectContaining({ template: 'noAccount' })]);
    expect(await t.fails(campaign.verifyStudent, { mobilePhone: phone, code: '123456' })).toBe('验证码错误，还可尝试 4 次');
  });

  it('gives a ticket for the student code and binds a parent with a relationship', async () => {
    const { state } = await verified();
    expect(state).toMatchObject({ limit: campaign.PARENT_LIMIT, full: false, parents: [] });
    const parentPhone = newPhone();
    const bound = await t.ok(campaign.bindParent, { ticket: state.ticket, parentPhone, relationship: 'mother' });
    expect(bound.parents).toHaveLength(1);
    expect(bound.parents[0]).toMatchObject({
      relationship: 'mother',
      parentPhone: `${parentPhone.slice(0, 3)}****${parentPhone.slice(-4)}`,
    });
  });

  it('refuses to bind without the student code', async () => {
    expect(
      await t.fails(campaign.bindParent, { ticket: 'made-up-ticket-value', parentPhone: newPhone(), relationship: 'father' }),
    ).toBe(campaign.CAMPAIGN_MESSAGES.bindTicket);
    const student = await createUser(t);
    const code = await sendCodeOk(t, student.phone, '6');
    expect(await t.fails(campaign.verifyStudent, { mobilePhone: student.phone, code })).toMatch(/验证码/);
  });

  it('enforces the bound-parent limit on the server, also when parents bind at once', async () => {
    const { student, state } = await verified();
    const phones = Array.from({ length: campaign.PARENT_LIMIT + 3 }, () => newPhone());
    const answers = await Promise.all(
      phones.map((parentPhone) => t.call(campaign.bindParent, { ticket: state.ticket, parentPhone, relationship: 'other' })),
    );
    expect(answers.filter((answer) => answer.status === 1)).toHaveLength(campaign.PARENT_LIMIT);
    expect(new Set(answers.filter((answer) => answer.status === 0).map((answer) => answer.message))).toEqual(
      new Set([campaign.CAMPAIGN_MESSAGES.bindFull]),
    );
    expect(await t.db.$count(parentBindings, eq(parentBindings.studentUserId, student.id))).toBe(campaign.PARENT_LIMIT);
    const listed = await t.ok(campaign.parentList, { ticket: state.ticket });
    expect(listed.full).toBe(true);
  });

  it('refuses the same parent twice and the student as their own parent', async () => {
    const { student, state } = await verified();
    const parentPhone = newPhone();
    await t.ok(campaign.bindParent, { ticket: state.ticket, parentPhone, relationship: 'father' });
    expect(await t.fails(campaign.bindParent, { ticket: state.ticket, parentPhone, relationship: 'father' })).toBe(
      campaign.CAMPAIGN_MESSAGES.bindTwice,
    );
    expect(await t.fails(campaign.bindParent, { ticket: state.ticket, parentPhone: student.phone, relationship: 'father' })).toBe(
      campaign.CAMPAIGN_MESSAGES.bindSelf,
    );
  });

  it('unbinds a parent, freeing a place, and only within the student of the ticket', async () => {
    const { state } = await verified();
    const other = await verified();
    const bound = await t.ok(campaign.bindParent, { ticket: state.ticket, parentPhone: newPhone(), relationship: 'grandparent' });
    const bindingId = bound.parents[0]!.id;
    expect(await t.fails(campaign.unbindParent, { ticket: other.state.ticket, bindingId })).toBe(
      campaign.CAMPAIGN_MESSAGES.bindMissing,
    );
    const after = await t.ok(campaign.unbindParent, { ticket: state.ticket, bindingId });
    expect(after.parents).toEqual([]);
  });

  it('sends a student study notification to every bound parent with an account', async () => {
    const { student, state } = await verified();
    const parent = await createUser(t);
    const parentWithoutAccount = newPhone();
    await t.ok(campaign.bindParent, { ticket: state.ticket, parentPhone: parent.phone, relationship: 'father' });
    await t.ok(campaign.bindParent, { ticket: state.ticket, parentPhone: parentWithoutAccount, relationship: 'mother' });
    const sent = await notifyStudyProgress(t.db, student.id, { title: '完成了一节课', content: '《函数》第 1 课已学完' });
    expect(sent).toBe(2);
    const [received] = await t.db.select().from(notifications).where(eq(notifications.userId, parent.id));
    expect(received?.title).toBe('孩子学习动态：完成了一节课');
    expect(received?.content).toContain('《函数》第 1 课已学完');
  });
});

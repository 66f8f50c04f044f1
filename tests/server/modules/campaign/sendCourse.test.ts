import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as campaign from '../../../../contract/api/schemas/user/campaign';
import { courseEnrollments, notifications } from '../../../../server/src/platform/db/schema';
import { readSmsInbox } from '../../../../server/src/providers/sms';
import { COURSE_SEND_LIMITS } from '../../../../server/src/modules/campaign/sendToParent';
import { type CommerceApp, createCommerceApp } from '../commerce/harness';
import { createUser, newPhone } from '../accounts/helpers';

let t: CommerceApp;
beforeAll(async () => {
  t = await createCommerceApp();
});
afterAll(() => t.close());

async function studentWithCourse() {
  const student = await t.buyer();
  const course = await t.course({ userId: student.id });
  await t.db.insert(courseEnrollments).values({ userId: student.id, courseId: course.id, source: 'gift' });
  return { student, course };
}

describe('sending a course to a parent by SMS', () => {
  it('texts the parent the course name and its link through the SMS provider', async () => {
    const { student, course } = await studentWithCourse();
    const parentPhone = newPhone();
    const sent = await t.ok(campaign.sendCourseToParent, { courseId: course.id, parentPhone }, { token: student.token });
    expect(sent.sentTo).toBe(`${parentPhone.slice(0, 3)}****${parentPhone.slice(-4)}`);

    const [message] = await readSmsInbox(t.store, parentPhone);
    expect(message).toMatchObject({ template: 'courseLink' });
    expect(message && 'text' in message ? message.text : '').toContain(`《${course.title}》`);
    expect(message && 'text' in message ? message.text : '').toMatch(
      new RegExp(`https?://[^ ]+/myCourse/video\\?courseId=${course.id}$`),
    );
  });

  it('shows the SMS in the development inbox', async () => {
    const { student, course } = await studentWithCourse();
    const parentPhone = newPhone();
    await t.ok(campaign.sendCourseToParent, { courseId: course.id, parentPhone }, { token: student.token });
    const inbox = await t.app.inject({ method: 'GET', url: `/api/dev/sms-inbox?phone=${parentPhone}` });
    const messages = (inbox.json() as { appData: { messages: { text?: string }[] } }).appData.messages;
    expect(messages[0]?.text).toContain(`/myCourse/video?courseId=${course.id}`);
  });

  it('also leaves a course notification for a parent who has an account', async () => {
    const { student, course } = await studentWithCourse();
    const parent = await createUser(t);
    await t.ok(campaign.sendCourseToParent, { courseId: course.id, parentPhone: parent.phone }, { token: student.token });
    const [received] = await t.db.select().from(notifications).where(eq(notifications.userId, parent.id));
    expect(received).toMatchObject({ kind: 'course', objectType: 'course', objectId: course.id });
    expect(await readSmsInbox(t.store, parent.phone)).toHaveLength(1);
  });

  it('refuses a malformed phone, the own phone and a course the student does not own, sending nothing', async () => {
    const { student, course } = await studentWithCourse();
    for (const parentPhone of ['12345', '2380013800a', '']) {
      const answer = await t.call(campaign.sendCourseToParent, { courseId: course.id, parentPhone }, { token: student.token });
      expect(answer.status).toBe(0);
      expect(answer.message).toMatch(/手机号|parentPhone/);
    }
    expect(
      await t.fails(campaign.sendCourseToParent, { courseId: course.id, parentPhone: student.phone }, { token: student.token }),
    ).toBe(campaign.CAMPAIGN_MESSAGES.sendSelf);
    const other = await t.course({ userId: student.id });
    const parentPhone = newPhone();
    expect(await t.fails(campaign.sendCourseToParent, { courseId: other.id, parentPhone }, { token: student.token })).toBe(
      campaign.CAMPAIGN_MESSAGES.notOwned,
    );
    expect(await readSmsInbox(t.store, parentPhone)).toEqual([]);
  });

  it('sends one course to one phone once a minute', async () => {
    const { student, course } = await studentWithCourse();
    const parentPhone = newPhone();
    await t.ok(campaign.sendCourseToParent, { courseId: course.id, parentPhone }, { token: student.token });
    expect(await t.fails(campaign.sendCourseToParent, { courseId: course.id, parentPhone }, { token: student.token })).toBe(
      campaign.CAMPAIGN_MESSAGES.sendTooSoon,
    );
    expect(await readSmsInbox(t.store, parentPhone)).toHaveLength(1);
  });

  it('caps the course texts one phone receives a day, whoever sends them, in the shared store', async () => {
    const parentPhone = newPhone();
    for (let sent = 0; sent < COURSE_SEND_LIMITS.perPhoneDaily; sent += 1) {
      const { student, course } = await studentWithCourse();
      await t.ok(campaign.sendCourseToParent, { courseId: course.id, parentPhone }, { token: student.token });
    }
    const { student, course } = await studentWithCourse();
    expect(await t.fails(campaign.sendCourseToParent, { courseId: course.id, parentPhone }, { token: student.token })).toBe(
      campaign.CAMPAIGN_MESSAGES.sendDailyCap,
    );
    expect(await readSmsInbox(t.store, parentPhone)).toHaveLength(COURSE_SEND_LIMITS.perPhoneDaily);
    expect(
      Number(
        await t.store.get(
          `sms-notice-daily:${parentPhone}:${new Date(t.clock.now.getTime() + 8 * 3600_000).toISOString().slice(0, 10)}`,
        ),
      ),
    ).toBe(COURSE_SEND_LIMITS.perPhoneDaily + 1);
  });

  it('lets the student retry at once when the SMS gateway fails', async () => {
    const failing = await createCommerceApp({
      build: {
        providers: {
          sms: { kind: 'aliyun', send: async () => undefined, sendNotice: async () => Promise.reject(new Error('down')) },
        } as never,
      },
    });
    try {
      const student = await failing.buyer();
      const course = await failing.course({ userId: student.id });
      await failing.db.insert(courseEnrollments).values({ userId: student.id, courseId: course.id, source: 'gift' });
      const parentPhone = newPhone();
      for (let attempt = 0; attempt < 2; attempt += 1) {
        expect(
          await failing.fails(campaign.sendCourseToParent, { courseId: course.id, parentPhone }, { token: student.token }),
        ).toBe('短信发送失败，请稍后再试');
      }
    } finally {
      await failing.close();
    }
  });
});

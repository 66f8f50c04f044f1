import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as campaign from '../../../../contract/api/schemas/user/campaign';
import * as common from '../../../../contract/api/schemas/web/common';
import { courseEnrollments, courses } from '../../../../server/src/platform/db/schema';
import { createTestApp, type TestApp } from '../../support/testApp';
import { newPhone, sendCodeOk, userRow } from '../accounts/helpers';

describe('the free trial', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  async function firstOffer() {
    const offers = await t.ok(campaign.freeCourseOffers, {});
    const offer = offers.grades[0]?.courses[0];
    if (!offer) throw new Error('没有免费课程');
    return offer;
  }

  it('offers paid courses of every grade of the catalogue, each with its trial lessons', async () => {
    const offers = await t.ok(campaign.freeCourseOffers, {});
    const catalogue = (await t.ok(common.getBasicData)).gradeList.map((grade) => grade.name);
    expect(offers.grades.map((grade) => grade.gradeName)).toEqual(catalogue);
    const free = new Set((await t.db.select({ id: courses.id }).from(courses).where(eq(courses.isFree, true))).map((c) => c.id));
    for (const grade of offers.grades) {
      expect(grade.courses.length).toBeGreaterThan(0);
      for (const course of grade.courses) {
        expect(course.trialLessons).toBeGreaterThan(0);
        expect(free.has(course.courseId), course.title).toBe(false);
      }
    }
  });

  it('claims a course with phone and code, opens an account for a new phone and logs it in', async () => {
    const offer = await firstOffer();
    const phone = newPhone();
    const code = await sendCodeOk(t, phone, '6');
    const claimed = await t.ok(campaign.claimFreeCourse, { mobilePhone: phone, code, courseId: offer.courseId });
    expect(claimed.courseId).toBe(offer.courseId);
    const user = await userRow(t, phone);
    expect(user).toBeDefined();
    // The trial plays the first lessons; the paid course stays to be bought.
    expect(
      await t.db.$count(
        courseEnrollments,
        and(eq(courseEnrollments.userId, user!.id), eq(courseEnrollments.courseId, offer.courseId)),
      ),
    ).toBe(0);
    const lessons = await t.ok(campaign.freeCourseLessons, {}, { token: claimed.token });
    expect(lessons.course.courseId).toBe(offer.courseId);
    expect(lessons.lessons.length).toBeGreaterThan(0);
    expect(lessons.lessons.length).toBeLessThanOrEqual(3);
    // The upsell is the course tried: the same subject, named without book-title marks around its own.
    expect(lessons.upgrade).toMatchObject({ courseId: offer.courseId, title: offer.title });
    expect(lessons.upgrade?.price).toBeGreaterThan(0);
    // Each lesson's address is the signed stream of this account's video, which plays for it.
    for (const lesson of lessons.lessons) {
      expect(lesson.videoUrl).toMatch(/^\/api\/v1\/media\/video\/\d+\?/);
      const stream = await t.app.inject({
        method: 'GET',
        url: lesson.videoUrl,
        headers: { cookie: `${t.config.client.tokenName}=${claimed.token}`, range: 'bytes=0-99' },
      });
      expect(stream.statusCode).toBe(206);
      expect(stream.headers['content-type']).toBe('video/mp4');
    }
  });

  it('lets a phone claim a free trial once, even with a fresh code', async () => {
    const offer = await firstOffer();
    const phone = newPhone();
    await t.ok(campaign.claimFreeCourse, { mobilePhone: phone, code: await sendCodeOk(t, phone, '6'), courseId: offer.courseId });
    t.clock.now = new Date(t.clock.now.getTime() + 61_000);
    const code = await sendCodeOk(t, phone, '6');
    expect(await t.fails(campaign.claimFreeCourse, { mobilePhone: phone, code, courseId: offer.courseId })).toBe(
      campaign.CAMPAIGN_MESSAGES.trialTaken,
    );
  });

  it('refuses a code sent for another purpose or another phone', async () => {
    const offer = await firstOffer();
    const phone = newPhone();
    const registerCode = await sendCodeOk(t, phone, '1');
    expect(await t.fails(campaign.claimFreeCourse, { mobilePhone: phone, code: registerCode, courseId: offer.courseId })).toMatch(
      /验证码/,
    );
    const other = newPhone();
    const othersCode = await sendCodeOk(t, other, '6');
    expect(await t.fails(campaign.claimFreeCourse, { mobilePhone: phone, code: othersCode, courseId: offer.courseId })).toMatch(
      /验证码/,
    );
    expect(await userRow(t, phone)).toBeUndefined();
  });

  it('refuses a course that is not a free offer', async () => {
    const phone = newPhone();
    const code = await sendCodeOk(t, phone, '6');
    expect(await t.fails(campaign.claimFreeCourse, { mobilePhone: phone, code, courseId: 999999 })).toBe(
      campaign.CAMPAIGN_MESSAGES.trialMissing,
    );
  });

  it('answers the lessons only to a phone that claimed a trial', async () => {
    const phone = newPhone();
    const signedIn = await t.ok(campaign.smsLogin, { mobilePhone: phone, code: await sendCodeOk(t, phone, '6') });
    expect(await t.fails(campaign.freeCourseLessons, {}, { token: signedIn.token })).toBe(
      campaign.CAMPAIGN_MESSAGES.trialNotClaimed,
    );
  });
});

describe('campaign SMS sign-in', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('signs in a known phone with a type-5 code and uses the code up', async () => {
    const phone = '13800138000';
    const code = await sendCodeOk(t, phone, '6');
    const first = await t.ok(campaign.smsLogin, { mobilePhone: phone, code });
    expect(first.userInfo.phone).toBe(phone);
    expect(await t.fails(campaign.smsLogin, { mobilePhone: phone, code })).toMatch(/验证码/);
  });

  it('does not accept a login-check code (type 2) as a campaign sign-in', async () => {
    const phone = '13800138000';
    t.clock.now = new Date(t.clock.now.getTime() + 61_000);
    const code = await sendCodeOk(t, phone, '2');
    expect(await t.fails(campaign.smsLogin, { mobilePhone: phone, code })).toMatch(/验证码/);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as staff from '../../../../contract/api/schemas/admin/staff';
import * as inspector from '../../../../contract/api/schemas/admin/inspector';
import type { ApiCall } from '../../../../contract/api/schemas/contract';
import { API_STATUS } from '../../../../contract/api/schemas/status';
import { NO_PERMISSION, PERMISSIONS, roleCan, STAFF_ROLES, type StaffRole } from '../../../../contract/vocabulary/staff';
import { CAPTCHA_WRONG } from '../../../../server/src/modules/accounts';
import * as courses from '../../../../contract/api/schemas/admin/courses';
import * as news from '../../../../contract/api/schemas/admin/news';
import * as families from '../../../../contract/api/schemas/admin/families';
import * as studyReports from '../../../../contract/api/schemas/admin/studyReports';
import * as insight from '../../../../contract/api/schemas/admin/insight';
import * as orders from '../../../../contract/api/schemas/admin/orders';
import * as refunds from '../../../../contract/api/schemas/admin/refunds';
import * as exportCalls from '../../../../contract/api/schemas/admin/orderExports';
import * as reconciliation from '../../../../contract/api/schemas/admin/reconciliation';
import * as shipping from '../../../../contract/api/schemas/admin/shipping';
import { REFUND_MESSAGES } from '../../../../server/src/modules/commerce/refunds';
import { RECONCILIATION_MESSAGES } from '../../../../server/src/modules/commerce/reconciliation';
import { SHIPMENT_MESSAGES } from '../../../../server/src/modules/commerce/shipments';
import * as inbox from '../../../../contract/api/schemas/admin/inbox';
import { INBOX_MESSAGES } from '../../../../server/src/modules/service';
import * as broadcasts from '../../../../contract/api/schemas/admin/broadcasts';
import { BROADCAST_ADMIN_MESSAGES } from '../../../../server/src/modules/content/broadcastAdmin';
import * as tutors from '../../../../contract/api/schemas/admin/tutors';
import * as exercises from '../../../../contract/api/schemas/admin/exercises';
import * as papers from '../../../../contract/api/schemas/admin/papers';
import { PAPER_ADMIN_MESSAGES } from '../../../../server/src/modules/evaluation/paperAdmin';
import { EXERCISE_ADMIN_MESSAGES } from '../../../../server/src/modules/catalog/exerciseAdmin';
import { FAMILY_MESSAGES } from '../../../../server/src/modules/families/familyRecord';
import { TUTOR_ADMIN_MESSAGES } from '../../../../server/src/modules/catalog/tutorAdmin';
import * as taxonomy from '../../../../contract/api/schemas/admin/taxonomy';
import { TAXONOMY_MESSAGES } from '../../../../server/src/modules/catalog/taxonomyAdmin';
import { ARTICLE_ADMIN_MESSAGES } from '../../../../server/src/modules/content/newsAdmin';
import * as pages from '../../../../contract/api/schemas/admin/pages';
import { FAQ_ADMIN_MESSAGES } from '../../../../server/src/modules/site/faqAdmin';
import { SITE_PAGE_ADMIN_MESSAGES } from '../../../../server/src/modules/site/pagesAdmin';
import { TENDER_ADMIN_MESSAGES } from '../../../../server/src/modules/site/tendersAdmin';
import * as videos from '../../../../contract/api/schemas/admin/videos';
import * as site from '../../../../contract/api/schemas/admin/site';
import * as campaignTrials from '../../../../contract/api/schemas/admin/campaignTrials';
import { ADVISER_ADMIN_MESSAGES } from '../../../../server/src/modules/site/adviserAdmin';
import { ORDER_STALE } from '../../../../server/src/modules/site/ordering';
import { SITE_ADMIN_MESSAGES } from '../../../../server/src/modules/site/siteAdmin';
import * as campaignLive from '../../../../contract/api/schemas/admin/campaignLive';
import { ADMIN_API } from '../../../../contract/api/schemas/admin/paths';
import { COURSE_ADMIN_MESSAGES } from '../../../../server/src/modules/catalog/courseAdmin';
import { OUTLINE_MESSAGES } from '../../../../server/src/modules/catalog/outlineAdmin';
import { VIDEO_MESSAGES } from '../../../../server/src/modules/video/pipeline';
import * as campaignTexts from '../../../../contract/api/schemas/admin/campaignTexts';
import { CAMPAIGN_TEXT_MESSAGES } from '../../../../server/src/modules/campaignSettings';
import { apiRoutes } from '../../../../server/src/modules';
import { STAFF_MESSAGES } from '../../../../server/src/modules/console';
import { STAFF_SIGN_IN_MESSAGES } from '../../../../server/src/modules/console/signIn';
import { DEMO_ACCOUNTS, DEMO_STAFF, DEMO_STAFF_PASSWORD } from '../../../../server/src/platform/db/seed';
import { sealTotpSecret } from '../../../../server/src/modules/console/totpSecrets';
import { staffMembers } from '../../../../server/src/platform/db/schema';
import { createTestApp, type TestApp } from '../../support/testApp';
import { memberOf, staffSignIns } from './staffHelpers';
import { advance, encryptPassword, loginFully, newCaptcha } from '../accounts/helpers';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const { secrets, codeFor, passwordStep, signIn } = staffSignIns(() => t);

describe('staff sign-in with an authenticator app', () => {
  it('binds the authenticator on the first sign-in with a QR address, then asks only for its code', async () => {
    const { phone } = memberOf('owner');
    const first = await passwordStep(phone);
    expect(first.setup?.otpauthUri).toMatch(/^otpauth:\/\/totp\/.+secret=/);
    const secret = first.setup!.secret;
    const done = await t.ok(staff.verifyCode, { ticket: first.ticket, code: codeFor(phone, secret) });
    expect(done.staff).toMatchObject({ phone, role: 'owner', roleName: '所有者', permissions: [...PERMISSIONS] });
    secrets.set(phone, secret);

    advance(t, 31);
    const again = await passwordStep(phone);
    expect(again.setup).toBeNull();
    const token = (await t.ok(staff.verifyCode, { ticket: again.ticket, code: codeFor(phone, secret) })).token;
    expect(await t.ok(staff.me, {}, { token })).toMatchObject({ phone, role: 'owner' });
  });

  it('keeps the bound secret encrypted in the database, and binds again a secret it can no longer open', async () => {
    const { phone } = memberOf('readOnly');
    await signIn('readOnly');
    const [row] = await t.db.select().from(staffMembers).where(eq(staffMembers.phone, phone));
    expect(row!.totpSecret).toMatch(/^v1\./);
    expect(row!.totpSecret).not.toContain(secrets.get(phone)!);
    // As after a change of STAFF_TOTP_KEY: the stored secret no longer opens, so the next sign-in shows a QR code.
    await t.db
      .update(staffMembers)
      .set({ totpSecret: sealTotpSecret('a-key-of-another-launch', secrets.get(phone)!) })
      .where(eq(staffMembers.phone, phone));
    advance(t, 31);
    const again = await passwordStep(phone);
    expect(again.setup).not.toBeNull();
    secrets.set(phone, again.setup!.secret);
  });

  it('refuses a wrong password, a wrong captcha, and a wrong, reused or sixth code', async () => {
    const { phone } = memberOf('owner');
    expect(await t.fails(staff.signIn, { phone, password: encryptPassword(t, 'Wrong2026pw'), ...(await newCaptcha(t)) })).toBe(
      STAFF_SIGN_IN_MESSAGES.wrongCredentials,
    );
    expect(
      await t.fails(staff.signIn, { phone, password: encryptPassword(t, DEMO_STAFF_PASSWORD), c: 'cap-x', captcha: 'zzzz' }),
    ).toBe(CAPTCHA_WRONG);
    // A family's phone and password are not a staff account.
    const family = DEMO_ACCOUNTS.student;
    expect(
      await t.fails(staff.signIn, {
        phone: family.phone,
        password: encryptPassword(t, family.password),
        ...(await newCaptcha(t)),
      }),
    ).toBe(STAFF_SIGN_IN_MESSAGES.wrongCredentials);

    advance(t, 31);
    const secret = secrets.get(phone)!;
    const ticket = (await passwordStep(phone)).ticket;
    const good = codeFor(phone, secret);
    const wrong = good === '000000' ? '111111' : '000000';
    expect(await t.fails(staff.verifyCode, { ticket, code: wrong })).toBe(STAFF_SIGN_IN_MESSAGES.wrongCode);
    await t.ok(staff.verifyCode, { ticket, code: good });
    // The same code again, even on a new ticket, is refused within its window.
    const second = (await passwordStep(phone)).ticket;
    expect(await t.fails(staff.verifyCode, { ticket: second, code: good })).toBe(STAFF_SIGN_IN_MESSAGES.codeUsed);
    for (let i = 1; i < 5; i++) await t.fails(staff.verifyCode, { ticket: second, code: wrong });
    expect(await t.fails(staff.verifyCode, { ticket: second, code: wrong })).toBe(STAFF_SIGN_IN_MESSAGES.ticketGone);
  });
});

describe('console sessions', () => {
  it('slide with every call for 30 minutes of quiet, and end after 30 minutes without one', async () => {
    const token = await signIn('readOnly');
    advance(t, 29 * 60);
    await t.ok(staff.me, {}, { token });
    advance(t, 29 * 60);
    await t.ok(staff.me, {}, { token });
    advance(t, 31 * 60);
    expect((await t.call(staff.me, {}, { token })).status).toBe(API_STATUS.sessionInvalid);
  });

  it('end on sign-out', async () => {
    const token = await signIn('service');
    await t.ok(staff.signOut, {}, { token });
    expect((await t.call(staff.me, {}, { token })).status).toBe(API_STATUS.sessionInvalid);
  });

  it('end when the member’s role changes, and the change is in the audit log with who made it', async () => {
    const owner = await signIn('owner');
    const finance = await signIn('finance');
    const list = (await t.ok(staff.staffList, {}, { token: owner })).list;
    const member = list.find((row) => row.role === 'finance')!;
    const changed = await t.ok(staff.changeRole, { staffId: member.id, role: 'readOnly' }, { token: owner });
    expect(changed).toMatchObject({ id: member.id, role: 'readOnly', roleName: '只读' });
    expect((await t.call(staff.me, {}, { token: finance })).status).toBe(API_STATUS.sessionInvalid);

    const [entry] = (await t.ok(staff.auditList, { entity: 'staff', entityId: String(member.id) }, { token: owner })).list;
    expect(entry).toMatchObject({ action: 'staff.role', staffName: memberOf('owner').name });
    expect(entry?.before).toMatchObject({ role: 'finance' });
    expect(entry?.after).toMatchObject({ role: 'readOnly' });
    // Put back for the permission matrix.
    await t.ok(staff.changeRole, { staffId: member.id, role: 'finance' }, { token: owner });
  });
});

describe('staff management in the console', () => {
  it('lets an owner add a member, who then signs in and binds their own authenticator', async () => {
    const owner = await signIn('owner');
    const phone = '13600136100';
    const added = await t.ok(
      staff.addStaff,
      { phone, name: '新同事', role: 'contentEditor', password: encryptPassword(t, 'Welcome2026') },
      { token: owner },
    );
    expect(added).toMatchObject({ phone, name: '新同事', role: 'contentEditor', authenticator: false, disabled: false });
    const first = await passwordStep(phone, 'Welcome2026');
    expect(first.setup).not.toBeNull();
    expect(
      await t.fails(
        staff.addStaff,
        { phone, name: '重复', role: 'finance', password: encryptPassword(t, 'Welcome2026') },
        { token: owner },
      ),
    ).toBe(STAFF_MESSAGES.taken);
    expect(
      await t.fails(
        staff.addStaff,
        { phone: '13600136101', name: '弱密码', role: 'finance', password: encryptPassword(t, 'short') },
        { token: owner },
      ),
    ).toBe(STAFF_MESSAGES.password);
  });

  it('disables a member at once (session ended, sign-in refused) and enables them again', async () => {
    const owner = await signIn('owner');
    const service = await signIn('service');
    const member = (await t.ok(staff.staffList, {}, { token: owner })).list.find((row) => row.role === 'service')!;
    expect(await t.ok(staff.setDisabled, { staffId: member.id, disabled: '1' }, { token: owner })).toMatchObject({
      disabled: true,
    });
    expect((await t.call(staff.me, {}, { token: service })).status).toBe(API_STATUS.sessionInvalid);
    expect(
      await t.fails(staff.signIn, {
        phone: member.phone,
        password: encryptPassword(t, DEMO_STAFF_PASSWORD),
        ...(await newCaptcha(t)),
      }),
    ).toBe(STAFF_SIGN_IN_MESSAGES.wrongCredentials);
    expect(await t.ok(staff.setDisabled, { staffId: member.id, disabled: '0' }, { token: owner })).toMatchObject({
      disabled: false,
    });
    await signIn('service');
    const actions = (await t.ok(staff.auditList, { entity: 'staff', entityId: String(member.id) }, { token: owner })).list.map(
      (entry) => entry.action,
    );
    expect(actions.slice(0, 2)).toEqual(['staff.enable', 'staff.disable']);
  });

  it('keeps an owner: nobody disables themselves, and the last owner is neither disabled nor demoted', async () => {
    const owner = await signIn('owner');
    const self = await t.ok(staff.me, {}, { token: owner });
    expect(await t.fails(staff.setDisabled, { staffId: self.id, disabled: '1' }, { token: owner })).toBe(
      STAFF_MESSAGES.notYourself,
    );
    expect(await t.fails(staff.changeRole, { staffId: self.id, role: 'readOnly' }, { token: owner })).toBe(
      STAFF_MESSAGES.lastOwner,
    );
    expect((await t.ok(staff.me, {}, { token: owner })).role).toBe('owner');
  });
});

/** Every call of the console's API, whichever module answers it. */
const adminRoutes = apiRoutes.filter((route) => route.call.path.startsWith(`${ADMIN_API}/`));

const MISSING = 999_999;
const NO_FAMILY = 'f'.repeat(32);
const newDraft = {
  title: '权限矩阵',
  categoryId: 1,
  price: '1',
  originalPrice: '0',
  isFree: '0',
  isHeadline: '0',
  hasMaterials: '0',
};

/**
 * Fields each console call is tried with, and the refusal an allowed role gets where the call would otherwise
 * change a record (null: it succeeds). A call missing here fails the matrix.
 */
function tryOf(
  call: ApiCall,
  self: { id: number; role: StaffRole },
): { fields: Record<string, string | number>; refusal: string | null } {
  if (call === staff.changeRole) return { fields: { staffId: self.id, role: self.role }, refusal: null };
  // Enabling oneself (already enabled) changes nothing; an allowed role gets its own row back.
  if (call === staff.setDisabled) return { fields: { staffId: self.id, disabled: '0' }, refusal: null };
  // A taken phone: an allowed role is told so (status 0 with that message, not 无权限).
  if (call === staff.addStaff)
    return {
      fields: { phone: DEMO_STAFF[0]!.phone, name: '重复', role: 'readOnly', password: encryptPassword(t, 'Welcome2026') },
      refusal: STAFF_MESSAGES.taken,
    };
  if (call === courses.courseDetail || call === courses.courseOutline) return { fields: { courseId: 1 }, refusal: null };
  if (call === courses.saveCourse) return { fields: newDraft, refusal: null };
  if (call === courses.setCourseStatus)
    return { fields: { courseId: 1, status: 'draft', version: MISSING }, refusal: COURSE_ADMIN_MESSAGES.stale };
  if (call === courses.saveChapter)
    return { fields: { courseId: 1, chapterId: MISSING, title: '矩阵' }, refusal: OUTLINE_MESSAGES.chapterNotFound };
  if (call === courses.deleteChapter) return { fields: { chapterId: MISSING }, refusal: OUTLINE_MESSAGES.chapterNotFound };
  if (call === courses.saveLesson)
    return { fields: { chapterId: MISSING, title: '矩阵', isTrial: '0' }, refusal: OUTLINE_MESSAGES.chapterNotFound };
  if (call === courses.deleteLesson) return { fields: { lessonId: MISSING }, refusal: OUTLINE_MESSAGES.lessonNotFound };
  if (call === courses.reorderOutline)
    return { fields: { courseId: MISSING, chapterIds: '1' }, refusal: OUTLINE_MESSAGES.courseNotFound };
  // A course that does not exist: an allowed role is told so and no shelf moves.
  if (call === courses.swapOnShelf) return { fields: { courseId: 1, otherId: MISSING }, refusal: COURSE_ADMIN_MESSAGES.notFound };
  if (call === news.articleDetail) return { fields: { articleId: 1 }, refusal: null };
  if (call === news.saveArticle)
    return { fields: { categoryId: 1, title: '矩阵', contentHtml: '<p>矩阵</p>', isTop: '0' }, refusal: null };
  if (call === news.setArticleStatus)
    return { fields: { articleId: 1, status: 'published', version: MISSING }, refusal: ARTICLE_ADMIN_MESSAGES.stale };
  if (call === news.saveArticleCategory)
    return { fields: { categoryId: MISSING, name: '矩阵' }, refusal: ARTICLE_ADMIN_MESSAGES.categoryNotFound };
  if (call === pages.sitePageDetail) return { fields: { slug: 'about' }, refusal: null };
  if (call === pages.saveSitePage)
    return {
      fields: { slug: 'about', version: MISSING, title: '矩阵', contentHtml: '<p>矩阵</p>' },
      refusal: SITE_PAGE_ADMIN_MESSAGES.stale,
    };
  if (call === pages.publishSitePage || call === pages.discardSitePageDraft)
    return { fields: { slug: 'about', version: MISSING }, refusal: SITE_PAGE_ADMIN_MESSAGES.stale };
  if (call === pages.tenderDetail) return { fields: { tenderId: 1 }, refusal: null };
  // A code the seeded notices already use: an allowed role is told so, and nothing is added.
  if (call === pages.saveTender)
    return {
      fields: { code: 'XB-ZB-2026-007', title: '矩阵', contentHtml: '<p>矩阵</p>', status: 'open' },
      refusal: TENDER_ADMIN_MESSAGES.codeTaken,
    };
  if (call === pages.setTenderPublished)
    return { fields: { tenderId: 1, published: '1', version: MISSING }, refusal: TENDER_ADMIN_MESSAGES.stale };
  if (call === pages.deleteTender) return { fields: { tenderId: 1, version: MISSING }, refusal: TENDER_ADMIN_MESSAGES.stale };
  if (call === pages.saveFaqEntry)
    return {
      fields: { entryId: MISSING, version: 1, question: '矩阵', answer: '矩阵' },
      refusal: FAQ_ADMIN_MESSAGES.entryNotFound,
    };
  if (call === pages.deleteFaqEntry)
    return { fields: { entryId: MISSING, version: 1 }, refusal: FAQ_ADMIN_MESSAGES.entryNotFound };
  if (call === pages.saveFeeItem)
    return {
      fields: { feeItemId: MISSING, version: 1, item: '矩阵', standard: '免费' },
      refusal: FAQ_ADMIN_MESSAGES.feeNotFound,
    };
  if (call === pages.deleteFeeItem)
    return { fields: { feeItemId: MISSING, version: 1 }, refusal: FAQ_ADMIN_MESSAGES.feeNotFound };
  if (call === pages.reorderFaq) return { fields: {}, refusal: FAQ_ADMIN_MESSAGES.nothingToOrder };
  if (call === tutors.tutorDetail) return { fields: { tutorId: 1 }, refusal: null };
  // An unknown subject: an allowed role is told so, and no tutor is added for every role that may.
  if (call === tutors.saveTutor)
    return {
      fields: { name: '矩阵', gender: 'female', photoUrl: '/matrix.webp', school: '矩阵大学', categoryId: MISSING, gradeId: 1 },
      refusal: TUTOR_ADMIN_MESSAGES.noCategory,
    };
  if (call === tutors.setTutorVisibility)
    return { fields: { tutorId: 1, visibility: 'hidden', version: MISSING }, refusal: TUTOR_ADMIN_MESSAGES.stale };
  if (call === exercises.exerciseDetail) return { fields: { exerciseId: 1 }, refusal: null };
  // An unknown subject: an allowed role is told so, and no question is added for every role that may.
  if (call === exercises.saveExercise)
    return {
      fields: { kind: 'fill', question: '矩阵 ____', blanks: '[["一"]]', difficulty: '1', categoryId: MISSING },
      refusal: EXERCISE_ADMIN_MESSAGES.noCategory,
    };
  if (call === exercises.lessonExerciseList) return { fields: { lessonId: 1 }, refusal: null };
  if (call === exercises.addLessonExercise)
    return { fields: { lessonId: MISSING, exerciseId: 1 }, refusal: EXERCISE_ADMIN_MESSAGES.lessonNotFound };
  if (call === exercises.removeLessonExercise)
    return { fields: { lessonId: MISSING, exerciseId: 1 }, refusal: EXERCISE_ADMIN_MESSAGES.lessonNotFound };
  if (call === exercises.orderLessonExercises)
    return { fields: { lessonId: MISSING, exerciseIds: '1' }, refusal: EXERCISE_ADMIN_MESSAGES.lessonNotFound };
  // A demo family's paid order: every role that may read orders sees it (the list needs no fields).
  if (call === orders.orderDetail) return { fields: { orderNo: 'XB202610151830420005' }, refusal: null };
  if (call === insight.insightDashboard)
    return { fields: { from: '2026-12-01', to: '2026-12-07', grain: 'week' }, refusal: null };
  // An export ticket of one day: an allowed role gets it, and nothing is read until it is used.
  if (call === exportCalls.orderExport || call === exportCalls.refundExport)
    return {
      fields: { format: 'csv', createdFrom: '2026-01-01T00:00:00+08:00', createdBefore: '2026-01-02T00:00:00+08:00' },
      refusal: null,
    };
  // An order and refunds that do not exist: an allowed role is told so, and no money moves.
  if (call === refunds.refundRequest)
    return {
      fields: { orderNo: 'XB20001010000000000000', amount: '1', reason: '矩阵', requestKey: 'matrix-0000000000000000' },
      refusal: REFUND_MESSAGES.orderNotFound,
    };
  if (call === refunds.refundApprove) return { fields: { refundId: MISSING, version: 1 }, refusal: REFUND_MESSAGES.notFound };
  if (call === refunds.refundReject)
    return { fields: { refundId: MISSING, version: 1, note: '矩阵' }, refusal: REFUND_MESSAGES.notFound };
  // Reconciliation: the list needs no fields; a run that does not exist, and the sandbox's bill of a day long past.
  if (call === reconciliation.reconciliationDetail)
    return { fields: { runId: MISSING }, refusal: RECONCILIATION_MESSAGES.notFound };
  if (call === reconciliation.reconciliationHandle)
    return { fields: { lineId: MISSING, note: '矩阵' }, refusal: RECONCILIATION_MESSAGES.lineNotFound };
  if (call === reconciliation.reconciliationRun) return { fields: { provider: 'sandbox', day: '2020-01-01' }, refusal: null };
  // Shipping an order that does not exist, and an import whose file has no rows: nothing ships.
  if (call === shipping.orderShip)
    return {
      fields: { orderNo: 'XB20001010000000000000', carrier: 'SF', trackingNo: 'SF123456789012' },
      refusal: SHIPMENT_MESSAGES.noOrder('XB20001010000000000000'),
    };
  if (call === shipping.orderShipCorrect)
    return {
      fields: { orderNo: 'XB20001010000000000000', carrier: 'SF', trackingNo: 'SF123456789012', reason: '矩阵' },
      refusal: SHIPMENT_MESSAGES.noOrder('XB20001010000000000000'),
    };
  if (call === shipping.shipImport)
    return {
      fields: { fileName: 'matrix.csv', content: Buffer.from('订单号,快递公司,运单号\n').toString('base64') },
      refusal: SHIPMENT_MESSAGES.noRows,
    };
  // The demo family's page for every role that may read families; the actions name a family that does not exist.
  if (call === families.familyDetail) return { fields: { familyId: DEMO_ACCOUNTS.student.rsNo }, refusal: null };
  if (
    call === families.unlockFamily ||
    call === families.signOutFamily ||
    call === families.clearFamilyDevices ||
    call === families.setFamilyGrade ||
    call === families.grantFamilyCourse
  )
    return {
      fields: { familyId: NO_FAMILY, reason: '权限矩阵', gradeId: 1, courseId: 1, kind: 'gift' },
      refusal: FAMILY_MESSAGES.notFound,
    };
  // Last week's reports: the demo's are built already and sent, so an allowed role builds them again and sends nothing.
  if (call === studyReports.runStudyReports) return { fields: { week: 'last' }, refusal: null };
  // An item that does not exist: an allowed role is told so, and nothing is written.
  if (call === inbox.inboxDetail) return { fields: { kind: 'feedback', id: MISSING }, refusal: INBOX_MESSAGES.notFound };
  if (call === inbox.assignInboxItem)
    return { fields: { kind: 'message', id: MISSING, version: 1 }, refusal: INBOX_MESSAGES.notFound };
  if (call === inbox.noteInboxItem || call === inbox.replyInboxItem)
    return { fields: { kind: 'feedback', id: MISSING, version: 1, content: '矩阵' }, refusal: INBOX_MESSAGES.notFound };
  if (call === inbox.setInboxState)
    return { fields: { kind: 'teacher', id: MISSING, version: 1, state: 'closed' }, refusal: INBOX_MESSAGES.notFound };
  if (call === inbox.inboxTutorDraft) return { fields: { id: MISSING, version: 1 }, refusal: INBOX_MESSAGES.notFound };
  // A message to everyone is previewed (nothing saved); a broadcast that does not exist is neither read nor written.
  if (call === broadcasts.broadcastPreview) return { fields: { title: '矩阵', audience: 'all' }, refusal: null };
  if (call === broadcasts.broadcastDetail)
    return { fields: { broadcastId: MISSING }, refusal: BROADCAST_ADMIN_MESSAGES.notFound };
  if (call === broadcasts.saveBroadcast)
    return {
      fields: { broadcastId: MISSING, version: 1, title: '矩阵', audience: 'all' },
      refusal: BROADCAST_ADMIN_MESSAGES.notFound,
    };
  if (call === broadcasts.cancelBroadcast)
    return { fields: { broadcastId: MISSING, version: 1 }, refusal: BROADCAST_ADMIN_MESSAGES.notFound };
  if (call === videos.lessonVideos) return { fields: { courseId: 1 }, refusal: null };
  if (call === videos.retryVideo) return { fields: { videoId: MISSING }, refusal: VIDEO_MESSAGES.videoNotFound };
  if (call === videos.detachVideo) return { fields: { lessonId: MISSING }, refusal: VIDEO_MESSAGES.lessonNotFound };
  if (call === site.saveBanner)
    return {
      fields: { bannerId: MISSING, version: 1, title: '矩阵', imageUrl: '/a.png', isActive: '1' },
      refusal: SITE_ADMIN_MESSAGES.bannerNotFound,
    };
  if (call === site.deleteBanner)
    return { fields: { bannerId: MISSING, version: 1 }, refusal: SITE_ADMIN_MESSAGES.bannerNotFound };
  if (call === site.reorderBanners) return { fields: { bannerIds: String(MISSING) }, refusal: ORDER_STALE };
  if (call === campaignTrials.addTrial)
    return { fields: { courseId: MISSING }, refusal: campaignTrials.TRIAL_ADMIN_MESSAGES.noCourse };
  if (call === campaignTrials.trialClaims)
    return { fields: { trialId: MISSING }, refusal: campaignTrials.TRIAL_ADMIN_MESSAGES.notFound };
  if (call === campaignTrials.saveTrialWindow || call === campaignTrials.removeTrial)
    return { fields: { trialId: MISSING, version: 1 }, refusal: campaignTrials.TRIAL_ADMIN_MESSAGES.notFound };
  if (call === campaignTrials.moveTrial)
    return { fields: { trialId: MISSING, version: 1, direction: 'up' }, refusal: campaignTrials.TRIAL_ADMIN_MESSAGES.notFound };
  // The seeded links again: an allowed role saves them unchanged.
  if (call === site.saveAppLinks)
    return {
      fields: {
        androidUrl: 'https://sj.qq.com/appdetail/com.xueban.online',
        iosUrl: 'https://apps.apple.com/cn/app/id6470000000',
      },
      refusal: null,
    };
  if (call === site.saveOfficialAccount)
    return {
      fields: { accountId: MISSING, name: '矩阵', account: 'matrix', qrUrl: '/a.png' },
      refusal: SITE_ADMIN_MESSAGES.accountNotFound,
    };
  if (call === site.deleteOfficialAccount)
    return { fields: { accountId: MISSING }, refusal: SITE_ADMIN_MESSAGES.accountNotFound };
  if (call === site.reorderOfficialAccounts) return { fields: { accountIds: String(MISSING) }, refusal: ORDER_STALE };
  if (call === site.saveAdviser)
    return {
      fields: {
        adviserId: MISSING,
        version: 1,
        name: '矩阵',
        wechatAccount: 'matrix01',
        stages: 'junior',
        wechatQrUrl: '/a.png',
        isActive: '1',
      },
      refusal: ADVISER_ADMIN_MESSAGES.notFound,
    };
  if (call === site.reorderAdvisers) return { fields: { adviserIds: String(MISSING) }, refusal: ORDER_STALE };
  // Unknown subjects, grades and stages: an allowed role is told so, and nothing changes for the next role.
  if (call === taxonomy.saveSubject)
    return {
      fields: {
        subjectId: MISSING,
        version: 1,
        code: 'matrix',
        name: '矩阵',
        stages: 'junior',
        colorStart: '#000000',
        colorEnd: '#ffffff',
      },
      refusal: TAXONOMY_MESSAGES.subjectNotFound,
    };
  if (call === taxonomy.deleteSubject)
    return { fields: { subjectId: MISSING, version: 1 }, refusal: TAXONOMY_MESSAGES.subjectNotFound };
  if (call === taxonomy.reorderSubjects)
    return { fields: { subjectIds: String(MISSING) }, refusal: TAXONOMY_MESSAGES.subjectOrderStale };
  if (call === taxonomy.renameGrade)
    return { fields: { gradeId: MISSING, version: 1, name: '矩阵' }, refusal: TAXONOMY_MESSAGES.gradeNotFound };
  if (call === taxonomy.renameGradeGroup)
    return { fields: { groupId: MISSING, version: 1, name: '矩阵' }, refusal: TAXONOMY_MESSAGES.groupNotFound };
  if (call === taxonomy.reorderGrades)
    return { fields: { groupId: MISSING, gradeIds: '1' }, refusal: TAXONOMY_MESSAGES.groupNotFound };
  if (call === papers.paperDetail || call === papers.paperResults)
    return { fields: { paperId: MISSING }, refusal: PAPER_ADMIN_MESSAGES.notFound };
  if (call === papers.savePaper)
    return {
      fields: { paperId: MISSING, version: 1, title: '矩阵', categoryId: MISSING, durationMin: 10, totalScore: 100 },
      refusal: PAPER_ADMIN_MESSAGES.noCategory,
    };
  if (call === papers.setPaperQuestions)
    return { fields: { paperId: MISSING, version: 1, exerciseIds: '1' }, refusal: PAPER_ADMIN_MESSAGES.notFound };
  if (call === papers.assemblePaper)
    return { fields: { paperId: MISSING, version: 1, easy: 1 }, refusal: PAPER_ADMIN_MESSAGES.notFound };
  if (call === papers.setPaperState)
    return { fields: { paperId: MISSING, version: 1, state: 'published' }, refusal: PAPER_ADMIN_MESSAGES.notFound };
  // A session that does not exist: an allowed role is told so, and nothing is written or exported.
  if (call === campaignLive.saveLiveClass)
    return {
      fields: {
        liveClassId: MISSING,
        version: 1,
        title: '矩阵',
        teacherName: '矩阵',
        courseId: 1,
        startsAt: '2099-01-01T09:00:00+08:00',
        durationMinutes: 60,
        seatsTotal: 10,
        channels: 'tiktok',
      },
      refusal: campaignLive.LIVE_ADMIN_MESSAGES.notFound,
    };
  if (call === campaignLive.deleteLiveClass)
    return { fields: { liveClassId: MISSING, version: 1 }, refusal: campaignLive.LIVE_ADMIN_MESSAGES.notFound };
  if (call === campaignLive.liveSignupList || call === campaignLive.exportLiveSignups)
    return { fields: { liveClassId: MISSING }, refusal: campaignLive.LIVE_ADMIN_MESSAGES.notFound };
  // A version no editor opened: an allowed role is told the setting changed, and nothing is saved.
  if (call === campaignTexts.saveGift)
    return {
      fields: {
        version: MISSING,
        isOpen: '1',
        heading: '矩阵',
        items: '矩阵',
        noticeTitle: '矩阵',
        noticeContent: '矩阵',
      },
      refusal: CAMPAIGN_TEXT_MESSAGES.stale,
    };
  if (call === campaignTexts.saveParentTexts)
    return {
      fields: { version: MISSING, verifyIntro: '矩阵', consentNote: '矩阵', relationshipHint: '矩阵', fullText: '矩阵' },
      refusal: CAMPAIGN_TEXT_MESSAGES.stale,
    };
  if (call === staff.signIn) return { fields: { phone: '13600136009', password: 'x', captcha: 'x', c: 'x' }, refusal: null };
  if (call === staff.verifyCode) return { fields: { ticket: 'none', code: '000000' }, refusal: null };
  return { fields: {}, refusal: null };
}

describe('the permission matrix: every console call × every role', () => {
  const guarded = adminRoutes.filter((route) => route.call.auth && route.call !== staff.signOut);

  it.each(STAFF_ROLES)('lets %s do what its role holds and answers 无权限 to the rest', async (role) => {
    const token = await signIn(role);
    const self = (await t.ok(staff.me, {}, { token })) as { id: number; role: StaffRole };
    for (const { call, options } of guarded) {
      const { fields, refusal } = tryOf(call, self);
      const answer = await t.call(call, fields, { token });
      const allowed = !options.permission || roleCan(role, options.permission);
      const expected = !allowed
        ? { status: API_STATUS.error, message: NO_PERMISSION }
        : refusal
          ? { status: API_STATUS.error, message: refusal }
          : { status: API_STATUS.success, message: answer.message };
      expect({ path: call.path, status: answer.status, message: answer.message }).toEqual({ path: call.path, ...expected });
    }
  });

  it('refuses every signed-in console call to a family’s session and to no session', async () => {
    const family = await loginFully(t, DEMO_ACCOUNTS.student.phone, DEMO_ACCOUNTS.student.password);
    for (const { call } of adminRoutes.filter((route) => route.call.auth)) {
      expect((await t.call(call, {}, { token: family })).status, call.path).toBe(API_STATUS.sessionInvalid);
      expect((await t.call(call, {})).status, call.path).toBe(API_STATUS.notLoggedIn);
    }
  });

  it('gives every console call but the two sign-in steps a permission or none on purpose', () => {
    const open = adminRoutes.filter((route) => !route.call.auth).map((route) => route.call.path);
    expect(open.sort()).toEqual([staff.signIn.path, staff.verifyCode.path].sort());
    const withoutPermission = adminRoutes.filter((route) => route.call.auth && !route.options.permission);
    // Every staff member may read who they are, sign out and make a link that opens the state inspector on the site.
    expect(withoutPermission.map((route) => route.call.path).sort()).toEqual(
      [staff.me.path, staff.signOut.path, inspector.mintInspectorLink.path].sort(),
    );
  });
});

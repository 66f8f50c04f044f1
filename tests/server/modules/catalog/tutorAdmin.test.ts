import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as admin from '../../../../contract/api/schemas/admin/tutors';
import * as audit from '../../../../contract/api/schemas/admin/staff';
import * as collection from '../../../../contract/api/schemas/user/collection';
import * as search from '../../../../contract/api/schemas/web/search';
import * as web from '../../../../contract/api/schemas/web/teacherInfo';
import { NO_PERMISSION } from '../../../../contract/vocabulary/staff';
import { TUTOR_ADMIN_MESSAGES } from '../../../../server/src/modules/catalog/tutorAdmin';
import { COLLECTION_TARGET_MISSING } from '../../../../server/src/modules/learning/collections';
import { createTestApp, type TestApp } from '../../support/testApp';
import { demoUserId } from '../../support/users';
import { staffSignIns } from '../console/staffHelpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const staff = staffSignIns(() => t);
const tokens = new Map<string, string>();
async function tokenOf(role: 'courseEditor' | 'owner' | 'readOnly' | 'contentEditor'): Promise<string> {
  if (!tokens.has(role)) tokens.set(role, await staff.signIn(role));
  return tokens.get(role)!;
}

const newTutor = {
  name: '顾闻舟',
  gender: 'male',
  photoUrl: '/api/upload/files/tutor-gu.webp',
  school: '清华大学',
  major: '数学与应用数学',
  categoryId: 2,
  gradeId: 8,
  achievements: JSON.stringify(['全国高中数学联赛一等奖', '  ', '高考数学 148 分']),
  intro: '擅长把难题拆成小步骤。\n每周带练两次。',
} as const;

const sitemap = async () => (await t.app.inject({ method: 'GET', url: '/sitemap.xml', headers: { host: 'xueban.test' } })).body;
const publicNames = async (filter: { categoryId?: number; gradeId?: number } = {}) =>
  (await t.ok(web.findTutors, { ...filter, page: 1, size: 50 })).list.map((card) => card.name);
const searchNames = async (keyWord: string) =>
  (await t.ok(search.searchInformation, { keyWord, type: 'tutor' })).list.map((item) => item.title);

describe('tutors in the console', () => {
  it('lists every tutor in the site’s order, found by name, school or code and narrowed by subject, grade and visibility', async () => {
    const token = await tokenOf('readOnly');
    const all = await t.ok(admin.tutorList, { size: 50 }, { token });
    expect(all.total).toBeGreaterThan(3);
    const sorts = all.list.map((row) => row.sort);
    expect(sorts).toEqual([...sorts].sort((a, b) => a - b));
    const first = all.list[0]!;
    expect(first).toMatchObject({ visibility: 'visible', version: 1 });

    const byName = await t.ok(admin.tutorList, { q: first.name }, { token });
    expect(byName.list.map((row) => row.id)).toContain(first.id);
    const byCode = await t.ok(admin.tutorList, { q: first.code }, { token });
    expect(byCode.list.map((row) => row.id)).toEqual([first.id]);
    const bySchool = await t.ok(admin.tutorList, { q: first.school, size: 50 }, { token });
    expect(bySchool.list.every((row) => row.school === first.school)).toBe(true);

    const bySubject = await t.ok(admin.tutorList, { categoryId: first.categoryId!, size: 50 }, { token });
    expect(bySubject.list.length).toBeGreaterThan(0);
    expect(bySubject.list.every((row) => row.categoryId === first.categoryId)).toBe(true);
    const byGrade = await t.ok(admin.tutorList, { gradeId: first.gradeId!, size: 50 }, { token });
    expect(byGrade.list.every((row) => row.gradeId === first.gradeId)).toBe(true);
    expect((await t.ok(admin.tutorList, { visibility: 'hidden' }, { token })).total).toBe(0);
    // Paging: the second page of two-a-page starts where the first ends.
    const [pageOne, pageTwo] = await Promise.all([
      t.ok(admin.tutorList, { page: 1, size: 2 }, { token }),
      t.ok(admin.tutorList, { page: 2, size: 2 }, { token }),
    ]);
    expect([...pageOne.list, ...pageTwo.list].map((row) => row.id)).toEqual(all.list.slice(0, 4).map((row) => row.id));
  });

  it('adds a tutor hidden at the end of the order, shows it to families at once, and hides it from every family page', async () => {
    const token = await tokenOf('courseEditor');
    // The public reads are made first, so they sit in the read cache the writes must drop.
    expect(await publicNames()).not.toContain(newTutor.name);
    await searchNames('顾闻舟');
    await sitemap();

    const created = await t.ok(admin.saveTutor, newTutor, { token });
    expect(created).toMatchObject({
      name: '顾闻舟',
      visibility: 'hidden',
      version: 1,
      gradeId: 8,
      categoryId: 2,
      achievements: ['全国高中数学联赛一等奖', '高考数学 148 分'],
      intro: '擅长把难题拆成小步骤。\n每周带练两次。',
    });
    expect(created.gradeName).not.toBe('');
    const all = await t.ok(admin.tutorList, { size: 50 }, { token });
    expect(all.list.at(-1)?.id).toBe(created.id);
    expect(await publicNames()).not.toContain('顾闻舟');
    expect(await t.fails(web.findTutorById, { id: created.id })).toBe('学霸信息不存在');

    const shown = await t.ok(admin.setTutorVisibility, { tutorId: created.id, visibility: 'visible', version: 1 }, { token });
    expect(shown).toMatchObject({ visibility: 'visible', version: 2 });
    expect(await publicNames()).toContain('顾闻舟');
    expect(await publicNames({ categoryId: 2, gradeId: 8 })).toContain('顾闻舟');
    expect(await t.ok(web.findTutorById, { id: created.id })).toMatchObject({ name: '顾闻舟', school: '清华大学' });
    expect(await searchNames('顾闻舟')).toEqual(['顾闻舟']);
    expect(await sitemap()).toContain(`/smarter/detail?id=${created.id}<`);

    // A family collects the tutor while it is shown.
    const family = await t.app.deps.sessions.issueSession(await demoUserId(t.db, 'student'), 'tutor-admin');
    const as = { token: family.token };
    await t.ok(collection.addOrUpdateCollection, { objectType: 'tutor', objectId: created.id, collect: '1' }, as);
    const collected = async () =>
      (await t.ok(collection.findCollections, { objectType: 'tutor', size: 50 }, as)).list.map((item) => item.objectId);
    expect(await collected()).toContain(created.id);

    await t.ok(admin.setTutorVisibility, { tutorId: created.id, visibility: 'hidden', version: 2 }, { token });
    expect(await publicNames()).not.toContain('顾闻舟');
    expect(await t.fails(web.findTutorById, { id: created.id })).toBe('学霸信息不存在');
    expect(await searchNames('顾闻舟')).toEqual([]);
    expect(await sitemap()).not.toContain(`/smarter/detail?id=${created.id}<`);
    expect(await collected()).not.toContain(created.id);
    expect(await t.fails(collection.addOrUpdateCollection, { objectType: 'tutor', objectId: created.id, collect: '1' }, as)).toBe(
      COLLECTION_TARGET_MISSING,
    );
    // The console still has it.
    expect((await t.ok(admin.tutorList, { visibility: 'hidden' }, { token })).list.map((row) => row.id)).toEqual([created.id]);
  });

  it('saves an edit at once on the family pages, keeping the tutor’s place unless it is given a new one', async () => {
    const token = await tokenOf('courseEditor');
    const [row] = (await t.ok(admin.tutorList, { visibility: 'visible', size: 1 }, { token })).list;
    const before = await t.ok(admin.tutorDetail, { tutorId: row!.id }, { token });
    await t.ok(web.findTutorById, { id: before.id });
    const edit = {
      tutorId: before.id,
      version: before.version,
      name: before.name,
      gender: before.gender ?? 'female',
      photoUrl: before.photoUrl,
      school: '北京大学',
      major: before.major,
      categoryId: before.categoryId!,
      gradeId: before.gradeId!,
      achievements: JSON.stringify(['省物理竞赛一等奖']),
      intro: before.intro,
    };
    const saved = await t.ok(admin.saveTutor, edit, { token });
    expect(saved).toMatchObject({ school: '北京大学', sort: before.sort, version: before.version + 1 });
    expect(await t.ok(web.findTutorById, { id: before.id })).toMatchObject({
      school: '北京大学',
      achievements: ['省物理竞赛一等奖'],
    });
    const moved = await t.ok(admin.saveTutor, { ...edit, version: saved.version, sort: 500 }, { token });
    expect(moved.sort).toBe(500);
  });

  it('tells the second of two editors saving from one version that the tutor changed, and keeps the first save', async () => {
    const token = await tokenOf('courseEditor');
    const owner = await tokenOf('owner');
    const created = await t.ok(admin.saveTutor, { ...newTutor, name: '第一版' }, { token });
    await t.ok(admin.saveTutor, { ...newTutor, tutorId: created.id, version: 1, name: '编辑甲' }, { token });
    expect(
      await t.fails(admin.saveTutor, { ...newTutor, tutorId: created.id, version: 1, name: '编辑乙' }, { token: owner }),
    ).toBe(TUTOR_ADMIN_MESSAGES.stale);
    expect(
      await t.fails(admin.setTutorVisibility, { tutorId: created.id, visibility: 'visible', version: 1 }, { token: owner }),
    ).toBe(TUTOR_ADMIN_MESSAGES.stale);
    expect(await t.ok(admin.tutorDetail, { tutorId: created.id }, { token })).toMatchObject({
      name: '编辑甲',
      version: 2,
      visibility: 'hidden',
    });
  });

  it('names the field of bad input, and refuses unknown subjects, grades and tutors', async () => {
    const token = await tokenOf('courseEditor');
    const refusal = (fields: Record<string, string | number>) => t.fails(admin.saveTutor, { ...newTutor, ...fields }, { token });
    expect(await refusal({ name: '' })).toMatch(/name/);
    expect(await refusal({ name: '名'.repeat(17) })).toMatch(/name.*16/);
    expect(await refusal({ gender: 'x' })).toMatch(/gender/);
    expect(await refusal({ photoUrl: '' })).toMatch(/photoUrl/);
    expect(await refusal({ photoUrl: 'javascript:alert(1)' })).toMatch(/photoUrl/);
    expect(await refusal({ school: '' })).toMatch(/school/);
    expect(await refusal({ categoryId: 'x' })).toMatch(/categoryId/);
    expect(await refusal({ gradeId: 0 })).toMatch(/gradeId/);
    expect(await refusal({ achievements: '不是列表' })).toMatch(/achievements/);
    expect(await refusal({ achievements: JSON.stringify(['短', '长'.repeat(61)]) })).toMatch(/achievements.*第 2 条/);
    expect(await refusal({ achievements: JSON.stringify(Array.from({ length: 11 }, (_, i) => `成就 ${i}`)) })).toMatch(
      /achievements.*10/,
    );
    expect(await refusal({ intro: '介'.repeat(1001) })).toMatch(/intro/);
    expect(await refusal({ sort: -1 })).toMatch(/sort/);
    expect(await refusal({ name: '林\u0000' })).toMatch(/name/);
    expect(await refusal({ categoryId: 999 })).toBe(TUTOR_ADMIN_MESSAGES.noCategory);
    expect(await refusal({ gradeId: 999 })).toBe(TUTOR_ADMIN_MESSAGES.noGrade);
    expect(await refusal({ tutorId: 1 })).toBe(TUTOR_ADMIN_MESSAGES.versionRequired);
    expect(await refusal({ tutorId: 999_999, version: 1 })).toBe(TUTOR_ADMIN_MESSAGES.notFound);
    expect(await t.fails(admin.tutorDetail, { tutorId: 999_999 }, { token })).toBe(TUTOR_ADMIN_MESSAGES.notFound);
    expect(await t.fails(admin.tutorList, { visibility: 'gone' }, { token })).toMatch(/visibility/);
  });

  it('records every write with before and after, and lets only roles with courses.write change tutors', async () => {
    const token = await tokenOf('courseEditor');
    const created = await t.ok(admin.saveTutor, { ...newTutor, name: '审计用' }, { token });
    await t.ok(admin.saveTutor, { ...newTutor, tutorId: created.id, version: 1, name: '审计用', school: '复旦大学' }, { token });
    await t.ok(admin.setTutorVisibility, { tutorId: created.id, visibility: 'visible', version: 2 }, { token });
    const owner = await tokenOf('owner');
    const entries = (await t.ok(audit.auditList, { entity: 'tutor', entityId: String(created.id) }, { token: owner })).list;
    expect(entries.map((entry) => entry.action)).toEqual(['tutor.show', 'tutor.edit', 'tutor.add']);
    expect(entries[1]?.before).toMatchObject({ school: '清华大学' });
    expect(entries[1]?.after).toMatchObject({ school: '复旦大学' });
    expect(entries[0]).toMatchObject({ before: { visibility: 'hidden' }, after: { visibility: 'visible' } });

    for (const role of ['readOnly', 'contentEditor'] as const) {
      const other = await tokenOf(role);
      expect(await t.fails(admin.saveTutor, newTutor, { token: other })).toBe(NO_PERMISSION);
      expect(
        await t.fails(admin.setTutorVisibility, { tutorId: created.id, visibility: 'hidden', version: 3 }, { token: other }),
      ).toBe(NO_PERMISSION);
      expect((await t.ok(admin.tutorList, {}, { token: other })).total).toBeGreaterThan(0);
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as admin from '../../../../contract/api/schemas/admin/taxonomy';
import * as audit from '../../../../contract/api/schemas/admin/staff';
import * as courseAdmin from '../../../../contract/api/schemas/admin/courses';
import * as common from '../../../../contract/api/schemas/web/common';
import * as praise from '../../../../contract/api/schemas/web/studentPublicPraise';
import * as web from '../../../../contract/api/schemas/web/teacherInfo';
import { NO_PERMISSION } from '../../../../contract/vocabulary/staff';
import { TAXONOMY_MESSAGES } from '../../../../server/src/modules/catalog/taxonomyAdmin';
import { createTestApp, type TestApp } from '../../support/testApp';
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

const newSubject = { code: 'robotics', name: '机器人', stages: 'junior', colorStart: '#1B2B5E', colorEnd: '#3f7cf2' } as const;

/** The family site's cached lists: the course filters, the per-grade subjects of the tutor filters, the grade picker. */
const basicData = () => t.ok(common.getBasicData, {});
const subjectFilters = async () => (await basicData()).couresCourseCateGory.map((subject) => subject.name);
const tutorFilterSubjects = async (gradeName: string) =>
  (await basicData()).teacherCouresCourseCateGory
    .find((grade) => grade.grade === gradeName)
    ?.courseList.map((subject) => subject.courseName) ?? [];
const gradePicker = async () => (await t.ok(common.findGradeSelection, {})).list;

describe('grades and subjects in the console', () => {
  it('lists the subjects in the site’s order with what uses them, and the twelve grades under their stages', async () => {
    const token = await tokenOf('readOnly');
    const taxonomy = await t.ok(admin.taxonomyDetail, {}, { token });
    expect(taxonomy.subjects.map((subject) => subject.name)).toEqual(await subjectFilters());
    const math = taxonomy.subjects.find((subject) => subject.code === 'math')!;
    expect(math).toMatchObject({ name: '数学', version: 1, colorStart: '#2F6BFF', stages: ['primary', 'junior', 'senior'] });
    expect(math.courseCount).toBeGreaterThan(0);
    expect(math.tutorCount).toBeGreaterThan(0);
    expect(math.questionCount).toBeGreaterThan(0);
    expect(taxonomy.groups.map((group) => [group.name, group.stage])).toEqual([
      ['小学', 'primary'],
      ['初中', 'junior'],
      ['高中', 'senior'],
    ]);
    expect(taxonomy.groups.flatMap((group) => group.grades.map((grade) => grade.level))).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12,
    ]);
  });

  it('adds a subject at the end that the course filters, the tutor filters and the course form offer at once', async () => {
    const token = await tokenOf('courseEditor');
    // The public reads are made first, so they sit in the read cache the write must drop.
    expect(await subjectFilters()).not.toContain('机器人');
    expect(await tutorFilterSubjects('初二')).not.toContain('机器人');

    const after = await t.ok(admin.saveSubject, newSubject, { token });
    const added = after.subjects.at(-1)!;
    expect(added).toMatchObject({
      code: 'robotics',
      name: '机器人',
      stages: ['junior'],
      colorStart: '#1b2b5e',
      colorEnd: '#3f7cf2',
      version: 1,
      courseCount: 0,
      tutorCount: 0,
      questionCount: 0,
    });
    expect((await subjectFilters()).at(-1)).toBe('机器人');
    expect(await tutorFilterSubjects('初二')).toContain('机器人');
    expect(await tutorFilterSubjects('高二')).not.toContain('机器人');
    const options = await t.ok(courseAdmin.courseOptions, {}, { token });
    expect(options.categories.at(-1)).toEqual({ id: added.id, name: '机器人' });

    const edited = await t.ok(
      admin.saveSubject,
      { ...newSubject, subjectId: added.id, version: 1, name: '机器人编程', stages: 'junior,senior' },
      { token },
    );
    expect(edited.subjects.find((subject) => subject.id === added.id)).toMatchObject({ name: '机器人编程', version: 2 });
    expect(await subjectFilters()).toContain('机器人编程');
    expect(await tutorFilterSubjects('高二')).toContain('机器人编程');

    const moved = await t.ok(
      admin.reorderSubjects,
      {
        subjectIds: [added.id, ...after.subjects.filter((subject) => subject.id !== added.id).map((subject) => subject.id)].join(
          ',',
        ),
      },
      { token },
    );
    expect(moved.subjects[0]?.id).toBe(added.id);
    expect((await subjectFilters())[0]).toBe('机器人编程');

    const gone = await t.ok(admin.deleteSubject, { subjectId: added.id, version: 2 }, { token });
    expect(gone.subjects.map((subject) => subject.id)).not.toContain(added.id);
    expect(await subjectFilters()).not.toContain('机器人编程');
    expect(await tutorFilterSubjects('高二')).not.toContain('机器人编程');
  });

  it('refuses to delete a subject something uses, saying what uses it', async () => {
    const token = await tokenOf('courseEditor');
    const { subjects } = await t.ok(admin.taxonomyDetail, {}, { token });
    const math = subjects.find((subject) => subject.code === 'math')!;
    const refusal = await t.fails(admin.deleteSubject, { subjectId: math.id, version: math.version }, { token });
    expect(refusal).toMatch(/^学科「数学」仍被 \d+ 门课程、\d+ 位学霸导师、\d+ 道题目.*使用，不能删除$/);
    expect(refusal).toContain(`${math.courseCount} 门课程`);
    expect(refusal).toContain(`${math.tutorCount} 位学霸导师`);
    expect(refusal).toContain(`${math.questionCount} 道题目`);
    expect(await subjectFilters()).toContain('数学');
  });

  it('renames a grade everywhere families see it and reorders grades within their stage at once', async () => {
    const token = await tokenOf('courseEditor');
    // Cached first: the picker, the basic data, the tutors and the praise all name grades.
    await gradePicker();
    await basicData();
    const tutorsBefore = (await t.ok(web.findTutors, { page: 1, size: 50 })).list;
    await t.ok(praise.findHomePraise, {});

    const { groups } = await t.ok(admin.taxonomyDetail, {}, { token });
    const junior = groups.find((group) => group.stage === 'junior')!;
    const grade8 = junior.grades.find((grade) => grade.level === 8)!;
    const renamed = await t.ok(admin.renameGrade, { gradeId: grade8.id, version: grade8.version, name: '八年级' }, { token });
    const grade8After = renamed.groups.find((group) => group.id === junior.id)!.grades.find((grade) => grade.level === 8)!;
    expect(grade8After).toMatchObject({ name: '八年级', level: 8, version: grade8.version + 1 });

    const picker = await gradePicker();
    expect(picker.find((group) => group.stage === 'junior')?.grades.map((grade) => grade.name)).toEqual([
      '初一',
      '八年级',
      '初三',
    ]);
    expect((await basicData()).gradeList.find((grade) => grade.id === grade8.id)?.name).toBe('八年级');
    expect(await tutorFilterSubjects('八年级')).not.toEqual([]);
    // The tutor cards name the grade too.
    expect(tutorsBefore.some((card) => card.gradeName === '初二')).toBe(true);
    const tutorsAfter = (await t.ok(web.findTutors, { page: 1, size: 50 })).list;
    expect(tutorsAfter.filter((card) => card.gradeId === grade8.id).map((card) => card.gradeName)).toEqual(
      tutorsBefore.filter((card) => card.gradeName === '初二').map(() => '八年级'),
    );
    expect(tutorsAfter.some((card) => card.gradeName === '初二')).toBe(false);

    const renamedGroup = await t.ok(
      admin.renameGradeGroup,
      { groupId: junior.id, version: junior.version, name: '初级中学' },
      { token },
    );
    expect(renamedGroup.groups.find((group) => group.id === junior.id)).toMatchObject({
      name: '初级中学',
      version: junior.version + 1,
    });
    expect((await gradePicker()).find((group) => group.stage === 'junior')?.gradeName).toBe('初级中学');
    expect((await basicData()).clasesList.find((group) => group.stage === 'junior')?.name).toBe('初级中学');

    const ids = junior.grades.map((grade) => grade.id);
    const reordered = await t.ok(
      admin.reorderGrades,
      { groupId: junior.id, gradeIds: [ids[2], ids[0], ids[1]].join(',') },
      { token },
    );
    expect(reordered.groups.find((group) => group.id === junior.id)?.grades.map((grade) => grade.level)).toEqual([9, 7, 8]);
    // The junior grades keep their places between primary and senior.
    expect(reordered.groups.flatMap((group) => group.grades.map((grade) => grade.level))).toEqual([
      1, 2, 3, 4, 5, 6, 9, 7, 8, 10, 11, 12,
    ]);
    expect((await gradePicker()).find((group) => group.stage === 'junior')?.grades.map((grade) => grade.level)).toEqual([
      9, 7, 8,
    ]);
    // Levels never change: the yearly upgrade still moves 初一 to level 8.
    expect(reordered.groups.find((group) => group.id === junior.id)?.grades.find((grade) => grade.id === ids[0])?.level).toBe(7);
  });

  it('tells the second of two editors that the record changed, and names the field of bad or duplicate input', async () => {
    const token = await tokenOf('courseEditor');
    const owner = await tokenOf('owner');
    const { subjects, groups } = await t.ok(admin.taxonomyDetail, {}, { token });
    const english = subjects.find((subject) => subject.code === 'english')!;
    const edit = {
      subjectId: english.id,
      version: english.version,
      code: english.code,
      name: english.name,
      stages: english.stages.join(','),
      colorStart: english.colorStart,
      colorEnd: '#000000',
    };
    await t.ok(admin.saveSubject, edit, { token });
    expect(await t.fails(admin.saveSubject, { ...edit, colorEnd: '#ffffff' }, { token: owner })).toBe(
      TAXONOMY_MESSAGES.subjectStale,
    );
    expect(await t.fails(admin.deleteSubject, { subjectId: english.id, version: english.version }, { token: owner })).toBe(
      TAXONOMY_MESSAGES.subjectStale,
    );
    const grade = groups[0]!.grades[0]!;
    await t.ok(admin.renameGrade, { gradeId: grade.id, version: grade.version, name: '一年级上' }, { token });
    expect(await t.fails(admin.renameGrade, { gradeId: grade.id, version: grade.version, name: '小一' }, { token: owner })).toBe(
      TAXONOMY_MESSAGES.gradeStale,
    );
    expect(await t.fails(admin.reorderGrades, { groupId: groups[0]!.id, gradeIds: String(grade.id) }, { token })).toBe(
      TAXONOMY_MESSAGES.gradeOrderStale,
    );
    expect(await t.fails(admin.reorderSubjects, { subjectIds: String(english.id) }, { token })).toBe(
      TAXONOMY_MESSAGES.subjectOrderStale,
    );

    const refusal = (fields: Record<string, string>) => t.fails(admin.saveSubject, { ...newSubject, ...fields }, { token });
    expect(await refusal({ code: 'Robot' })).toMatch(/code.*小写/);
    expect(await refusal({ code: 'robot1' })).toMatch(/code/);
    expect(await refusal({ code: 'math' })).toBe(TAXONOMY_MESSAGES.codeTaken);
    expect(await refusal({ name: '数学' })).toBe(TAXONOMY_MESSAGES.subjectNameTaken);
    expect(await refusal({ name: '' })).toMatch(/name/);
    expect(await refusal({ stages: '' })).toMatch(/stages/);
    expect(await refusal({ stages: 'college' })).toMatch(/stages/);
    expect(await refusal({ colorStart: 'red' })).toMatch(/colorStart.*#rrggbb/);
    expect(await refusal({ colorEnd: '#12345' })).toMatch(/colorEnd/);
    expect(await t.fails(admin.saveSubject, { ...edit, version: english.version + 1, code: 'eng' }, { token })).toBe(
      TAXONOMY_MESSAGES.codeFixed,
    );
    expect(await t.fails(admin.saveSubject, { ...newSubject, subjectId: english.id }, { token })).toBe(
      TAXONOMY_MESSAGES.versionRequired,
    );
    const second = groups[0]!.grades[1]!;
    expect(await t.fails(admin.renameGrade, { gradeId: second.id, version: second.version, name: '一年级上' }, { token })).toBe(
      TAXONOMY_MESSAGES.gradeNameTaken,
    );
    expect(
      await t.fails(admin.renameGradeGroup, { groupId: groups[1]!.id, version: groups[1]!.version, name: '高中' }, { token }),
    ).toBe(TAXONOMY_MESSAGES.groupNameTaken);
    expect(await t.fails(admin.renameGrade, { gradeId: 999, version: 1, name: '十三年级' }, { token })).toBe(
      TAXONOMY_MESSAGES.gradeNotFound,
    );
  });

  it('records every write with before and after, and lets only roles with courses.write change them', async () => {
    const token = await tokenOf('courseEditor');
    const owner = await tokenOf('owner');
    const added = (await t.ok(admin.saveSubject, { ...newSubject, code: 'astronomy', name: '天文' }, { token })).subjects.at(-1)!;
    await t.ok(
      admin.saveSubject,
      { ...newSubject, code: 'astronomy', name: '天文地理', subjectId: added.id, version: 1 },
      { token },
    );
    await t.ok(admin.deleteSubject, { subjectId: added.id, version: 2 }, { token });
    const entries = (await t.ok(audit.auditList, { entity: 'subject', entityId: String(added.id) }, { token: owner })).list;
    expect(entries.map((entry) => entry.action)).toEqual(['subject.delete', 'subject.edit', 'subject.add']);
    expect(entries[1]).toMatchObject({ before: { name: '天文' }, after: { name: '天文地理' } });
    const gradeEntries = (await t.ok(audit.auditList, { entity: 'grade' }, { token: owner })).list;
    expect(gradeEntries.map((entry) => entry.action)).toContain('grade.rename');
    const groupEntries = (await t.ok(audit.auditList, { entity: 'gradeGroup' }, { token: owner })).list;
    expect(groupEntries.map((entry) => entry.action).sort()).toEqual(['gradeGroup.rename', 'gradeGroup.reorder']);

    for (const role of ['readOnly', 'contentEditor'] as const) {
      const other = await tokenOf(role);
      const { subjects, groups } = await t.ok(admin.taxonomyDetail, {}, { token: other });
      expect(await t.fails(admin.saveSubject, newSubject, { token: other })).toBe(NO_PERMISSION);
      expect(await t.fails(admin.deleteSubject, { subjectId: subjects[0]!.id, version: 1 }, { token: other })).toBe(
        NO_PERMISSION,
      );
      expect(await t.fails(admin.renameGradeGroup, { groupId: groups[0]!.id, version: 1, name: '小' }, { token: other })).toBe(
        NO_PERMISSION,
      );
    }
  });
});

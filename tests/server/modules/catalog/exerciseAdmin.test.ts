import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as admin from '../../../../contract/api/schemas/admin/exercises';
import * as courses from '../../../../contract/api/schemas/admin/courses';
import * as audit from '../../../../contract/api/schemas/admin/staff';
import * as web from '../../../../contract/api/schemas/web/course';
import { QUESTION_TEXT_PROBLEM_MESSAGES } from '../../../../contract/fields/questionText';
import { NO_PERMISSION } from '../../../../contract/vocabulary/staff';
import { EXERCISE_ADMIN_MESSAGES } from '../../../../server/src/modules/catalog/exerciseAdmin';
import { gradeAnswer } from '../../../../server/src/modules/questions';
import { exercises } from '../../../../server/src/platform/db/schema';
import { eq } from 'drizzle-orm';
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

const multiple = {
  kind: 'multiple',
  question: '下列数中，属于无理数的有（　　）。（多选）',
  options: JSON.stringify(['√2', '0.5', 'π', '1/3']),
  answer: 'C,A',
  analysis: '√2 与 π 是无限不循环小数。',
  knowledgePoint: '实数的分类',
  difficulty: '2',
  categoryId: 2,
  gradeId: 8,
} as const;

const fill = {
  kind: 'fill',
  question: '3 的相反数是 ____，|−5| = ____。',
  blanks: JSON.stringify([['-3', '−3'], ['5']]),
  analysis: '只有符号不同的两个数互为相反数；负数的绝对值是它的相反数。',
  knowledgePoint: '相反数与绝对值',
  difficulty: '1',
  categoryId: 2,
} as const;

/** A lesson of a published course, with its chapter (the family pages show its exercise count). */
async function publishedLesson(token: string) {
  const list = await t.ok(courses.courseList, { status: 'published', size: 50 }, { token });
  for (const course of list.list) {
    const outline = await t.ok(courses.courseOutline, { courseId: course.id }, { token });
    const chapter = outline.chapters.find((item) => item.lessons.length > 1);
    if (chapter) return { course, chapter, lesson: chapter.lessons.at(-1)! };
  }
  throw new Error('no published course with a lesson');
}

describe('the question bank in the console', () => {
  it('finds questions by text, code or knowledge point and narrows them by subject, grade, kind and difficulty', async () => {
    const token = await tokenOf('readOnly');
    const all = await t.ok(admin.exerciseList, { size: 50 }, { token });
    expect(all.total).toBeGreaterThan(10);
    const ids = all.list.map((row) => row.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const first = all.list.find((row) => row.kind === 'single')!;

    expect((await t.ok(admin.exerciseList, { q: first.code }, { token })).list.map((row) => row.id)).toEqual([first.id]);
    const byText = await t.ok(admin.exerciseList, { q: first.question.slice(0, 8), size: 50 }, { token });
    expect(byText.list.map((row) => row.id)).toContain(first.id);
    const byPoint = await t.ok(admin.exerciseList, { q: first.knowledgePoint, size: 50 }, { token });
    expect(
      byPoint.list.every(
        (row) => row.knowledgePoint.includes(first.knowledgePoint) || row.question.includes(first.knowledgePoint),
      ),
    ).toBe(true);

    const filtered = await t.ok(
      admin.exerciseList,
      { categoryId: first.categoryId, gradeId: first.gradeId!, kind: 'single', difficulty: String(first.difficulty), size: 50 },
      { token },
    );
    expect(filtered.list.map((row) => row.id)).toContain(first.id);
    expect(
      filtered.list.every(
        (row) =>
          row.categoryId === first.categoryId &&
          row.gradeId === first.gradeId &&
          row.kind === 'single' &&
          row.difficulty === first.difficulty,
      ),
    ).toBe(true);
    const fills = await t.ok(admin.exerciseList, { kind: 'fill', size: 50 }, { token });
    expect(fills.total).toBeGreaterThan(0);
    expect(fills.list.every((row) => row.kind === 'fill')).toBe(true);

    const [pageOne, pageTwo] = await Promise.all([
      t.ok(admin.exerciseList, { page: 1, size: 2 }, { token }),
      t.ok(admin.exerciseList, { page: 2, size: 2 }, { token }),
    ]);
    expect([...pageOne.list, ...pageTwo.list].map((row) => row.id)).toEqual(ids.slice(0, 4));
    expect(await t.fails(admin.exerciseList, { kind: 'essay' }, { token })).toMatch(/kind/);
  });

  it('saves a multiple-choice and a fill-in question in the shape grading reads', async () => {
    const token = await tokenOf('courseEditor');
    const saved = await t.ok(admin.saveExercise, multiple, { token });
    expect(saved).toMatchObject({
      kind: 'multiple',
      answer: null,
      answerKeys: ['A', 'C'],
      blanks: [],
      options: [
        { key: 'A', text: '√2' },
        { key: 'B', text: '0.5' },
        { key: 'C', text: 'π' },
        { key: 'D', text: '1/3' },
      ],
      categoryName: '数学',
      difficulty: 2,
      version: 1,
      answered: false,
      lessonCount: 0,
    });
    expect(saved.code).toMatch(/^ex-/);
    const fillIn = await t.ok(admin.saveExercise, fill, { token });
    expect(fillIn).toMatchObject({
      kind: 'fill',
      options: [],
      answer: null,
      gradeId: null,
      blanks: [{ accepted: ['-3', '−3'] }, { accepted: ['5'] }],
    });

    // What was saved grades as the editor meant it.
    const [stored] = await t.db.select().from(exercises).where(eq(exercises.id, fillIn.id));
    expect(gradeAnswer(stored!, ['－３', ' 5 ']).isCorrect).toBe(true);
    expect(gradeAnswer(stored!, ['3', '5']).isCorrect).toBe(false);
    const [choice] = await t.db.select().from(exercises).where(eq(exercises.id, saved.id));
    expect(gradeAnswer(choice!, ['C', 'A']).isCorrect).toBe(true);
    expect(gradeAnswer(choice!, ['A']).isCorrect).toBe(false);
    expect(await t.ok(admin.exerciseDetail, { exerciseId: saved.id }, { token })).toEqual(saved);
  });

  it('refuses a question that breaks its kind’s rules, naming the field', async () => {
    const token = await tokenOf('courseEditor');
    const refusal = (fields: Record<string, string | number>) => t.fails(admin.saveExercise, fields, { token });
    expect(await refusal({ ...multiple, kind: 'single' })).toBe('参数 answer 单选题应恰好有一个正确选项');
    expect(await refusal({ ...multiple, answer: 'B' })).toBe('参数 answer 多选题至少应有两个正确选项');
    expect(await refusal({ ...multiple, options: JSON.stringify(['√2', '', 'π', '1/3']) })).toBe(
      '参数 options 选择题应填写 A、B、C、D 四个选项，选项 B 为空',
    );
    expect(await refusal({ ...multiple, answer: 'A,E' })).toBe('参数 answer 选项应为 A、B、C、D 之一，收到「E」');
    expect(await refusal({ ...fill, blanks: JSON.stringify([['-3']]) })).toBe('参数 blanks 题干标出了 2 个空，答案有 1 组');
    expect(await refusal({ ...fill, blanks: JSON.stringify([['-3'], ['  ']]) })).toBe('参数 blanks 第 2 空至少要有一个答案');
    expect(await refusal({ ...fill, question: '3 的相反数是多少？' })).toBe('参数 question 填空题的题干应用 ____ 标出每一个空');
    expect(await refusal({ ...fill, blanks: '[1' })).toMatch(/^参数 blanks 格式不正确/);
    expect(await refusal({ ...fill, difficulty: '4' })).toMatch(/^参数 difficulty/);
    expect(await refusal({ ...fill, categoryId: 999_999 })).toBe(EXERCISE_ADMIN_MESSAGES.noCategory);
    expect(await refusal({ ...fill, gradeId: 999_999 })).toBe(EXERCISE_ADMIN_MESSAGES.noGrade);
  });

  it('refuses a formula left open or a picture from another site, and keeps a written formula and picture as typed', async () => {
    const token = await tokenOf('courseEditor');
    const refusal = (fields: Record<string, string | number>) => t.fails(admin.saveExercise, fields, { token });
    expect(await refusal({ ...fill, question: '$x^2 = 9$ 的正数解是 ____，$\\sqrt{16 = ____' })).toBe(
      `参数 question ${QUESTION_TEXT_PROBLEM_MESSAGES['unpaired-dollar']}`,
    );
    expect(await refusal({ ...multiple, options: JSON.stringify(['√2', '![π](https://x.example/pi.png)', 'π', '1/3']) })).toBe(
      `参数 options ${QUESTION_TEXT_PROBLEM_MESSAGES['foreign-picture']}`,
    );
    expect(await refusal({ ...fill, analysis: '如图 ![](/assets/questions/number-line.svg)' })).toBe(
      `参数 analysis ${QUESTION_TEXT_PROBLEM_MESSAGES['picture-without-alt']}`,
    );
    const question =
      '如图，![数轴上的点 A 与 B](/assets/questions/number-line.svg) 点 A 表示 $-3$，$|-3|$ = ____，售价 \\$5 的 ____ 倍。';
    const saved = await t.ok(admin.saveExercise, { ...fill, question }, { token });
    const [row] = await t.db.select().from(exercises).where(eq(exercises.id, saved.id));
    expect(row?.question).toBe(question);
  });

  it('tells the second of two editors of one version that the question changed, and needs the version to save', async () => {
    const token = await tokenOf('courseEditor');
    const created = await t.ok(admin.saveExercise, { ...fill, knowledgePoint: '并发' }, { token });
    await t.ok(admin.saveExercise, { ...fill, exerciseId: created.id, version: 1, analysis: '第一位编辑' }, { token });
    expect(
      await t.fails(admin.saveExercise, { ...fill, exerciseId: created.id, version: 1, analysis: '第二位' }, { token }),
    ).toBe(EXERCISE_ADMIN_MESSAGES.stale);
    expect(await t.fails(admin.saveExercise, { ...fill, exerciseId: created.id }, { token })).toBe(
      EXERCISE_ADMIN_MESSAGES.versionRequired,
    );
    expect(await t.fails(admin.exerciseDetail, { exerciseId: 999_999 }, { token })).toBe(EXERCISE_ADMIN_MESSAGES.notFound);
  });

  it('keeps the kind and right answers of a question students have answered, and lets its wording be corrected', async () => {
    const token = await tokenOf('courseEditor');
    const answered = (await t.ok(admin.exerciseList, { kind: 'single', size: 50 }, { token })).list.find((row) => row.answered);
    expect(answered).toBeDefined();
    const form = await t.ok(admin.exerciseDetail, { exerciseId: answered!.id }, { token });
    const same = {
      exerciseId: form.id,
      version: form.version,
      kind: form.kind,
      question: form.question,
      options: JSON.stringify(form.options.map((option) => option.text)),
      answer: form.answer!,
      analysis: form.analysis,
      knowledgePoint: form.knowledgePoint,
      difficulty: String(form.difficulty),
      categoryId: form.categoryId,
      ...(form.gradeId ? { gradeId: form.gradeId } : {}),
    };
    const other = form.answer === 'A' ? 'B' : 'A';
    expect(await t.fails(admin.saveExercise, { ...same, answer: other }, { token })).toBe(EXERCISE_ADMIN_MESSAGES.answered);
    expect(
      await t.fails(admin.saveExercise, { ...same, kind: 'multiple', answer: `A,${other === 'A' ? 'B' : 'C'}` }, { token }),
    ).toBe(EXERCISE_ADMIN_MESSAGES.answered);
    const fixed = await t.ok(
      admin.saveExercise,
      { ...same, question: `${form.question}（改正措辞）`, analysis: '更清楚的解析' },
      { token },
    );
    expect(fixed).toMatchObject({ version: form.version + 1, answer: form.answer, analysis: '更清楚的解析', answered: true });
  });
});

describe('a lesson’s exercises', () => {
  it('adds questions from the bank in order, never twice, reorders and removes them, and the family pages count them at once', async () => {
    const token = await tokenOf('courseEditor');
    const { course, chapter, lesson } = await publishedLesson(token);
    const familyCount = async () =>
      (await t.ok(web.findChapterVideos, { chapterId: chapter.id })).list.find((item) => item.id === lesson.id)!.exerciseCount;
    // Read first, so the count sits in the read cache the writes must drop.
    const before = await familyCount();
    const start = await t.ok(admin.lessonExerciseList, { lessonId: lesson.id }, { token });
    expect(start.list).toHaveLength(before);

    const one = await t.ok(admin.saveExercise, { ...multiple, question: '课时练习一：下列说法正确的有（　　）' }, { token });
    const two = await t.ok(
      admin.saveExercise,
      { ...fill, question: '课时练习二：2 的倒数是 ____。', blanks: '[["1/2","0.5"]]' },
      { token },
    );
    const added = await t.ok(admin.addLessonExercise, { lessonId: lesson.id, exerciseId: one.id }, { token });
    const both = await t.ok(admin.addLessonExercise, { lessonId: lesson.id, exerciseId: two.id }, { token });
    expect(added.list.map((row) => row.id).at(-1)).toBe(one.id);
    expect(both.list.map((row) => row.id).slice(-2)).toEqual([one.id, two.id]);
    expect(both.list.find((row) => row.id === one.id)?.lessonCount).toBe(1);
    expect(await familyCount()).toBe(before + 2);
    const outline = await t.ok(courses.courseOutline, { courseId: course.id }, { token });
    expect(outline.chapters.flatMap((item) => item.lessons).find((item) => item.id === lesson.id)?.exerciseCount).toBe(
      before + 2,
    );

    expect(await t.fails(admin.addLessonExercise, { lessonId: lesson.id, exerciseId: one.id }, { token })).toBe(
      EXERCISE_ADMIN_MESSAGES.alreadyInLesson,
    );
    // The picker does not offer what the lesson already has.
    const offered = await t.ok(admin.exerciseList, { excludeLessonId: lesson.id, size: 50 }, { token });
    expect(offered.list.map((row) => row.id)).not.toContain(one.id);
    expect(offered.total).toBe((await t.ok(admin.exerciseList, {}, { token })).total - both.list.length);

    const ids = both.list.map((row) => row.id);
    const reversed = [...ids].reverse();
    const ordered = await t.ok(admin.orderLessonExercises, { lessonId: lesson.id, exerciseIds: reversed.join(',') }, { token });
    expect(ordered.list.map((row) => row.id)).toEqual(reversed);
    expect(await t.fails(admin.orderLessonExercises, { lessonId: lesson.id, exerciseIds: String(one.id) }, { token })).toBe(
      EXERCISE_ADMIN_MESSAGES.order,
    );

    const removed = await t.ok(admin.removeLessonExercise, { lessonId: lesson.id, exerciseId: one.id }, { token });
    expect(removed.list.map((row) => row.id)).toEqual(reversed.filter((id) => id !== one.id));
    expect(await familyCount()).toBe(before + 1);
    expect(await t.fails(admin.removeLessonExercise, { lessonId: lesson.id, exerciseId: one.id }, { token })).toBe(
      EXERCISE_ADMIN_MESSAGES.notInLesson,
    );
    // Removed from the lesson, the question stays in the bank.
    expect((await t.ok(admin.exerciseDetail, { exerciseId: one.id }, { token })).lessonCount).toBe(0);

    const owner = await tokenOf('owner');
    const entries = (await t.ok(audit.auditList, { entity: 'lesson', entityId: String(lesson.id) }, { token: owner })).list;
    expect(entries.slice(0, 4).map((entry) => entry.action)).toEqual([
      'lesson.exerciseRemove',
      'lesson.exerciseOrder',
      'lesson.exerciseAdd',
      'lesson.exerciseAdd',
    ]);
    expect(entries[0]).toMatchObject({
      before: { exerciseIds: reversed },
      after: { exerciseIds: reversed.filter((id) => id !== one.id) },
    });
  });

  it('records question writes and lets only roles with courses.write change the bank or a lesson', async () => {
    const token = await tokenOf('courseEditor');
    const created = await t.ok(admin.saveExercise, { ...fill, knowledgePoint: '审计' }, { token });
    await t.ok(admin.saveExercise, { ...fill, exerciseId: created.id, version: 1, knowledgePoint: '审计二' }, { token });
    const owner = await tokenOf('owner');
    const entries = (await t.ok(audit.auditList, { entity: 'exercise', entityId: String(created.id) }, { token: owner })).list;
    expect(entries.map((entry) => entry.action)).toEqual(['exercise.edit', 'exercise.add']);
    expect(entries[0]).toMatchObject({ before: { knowledgePoint: '审计' }, after: { knowledgePoint: '审计二' } });

    const { lesson } = await publishedLesson(token);
    for (const role of ['readOnly', 'contentEditor'] as const) {
      const other = await tokenOf(role);
      expect(await t.fails(admin.saveExercise, fill, { token: other })).toBe(NO_PERMISSION);
      expect(await t.fails(admin.addLessonExercise, { lessonId: lesson.id, exerciseId: created.id }, { token: other })).toBe(
        NO_PERMISSION,
      );
      expect((await t.ok(admin.lessonExerciseList, { lessonId: lesson.id }, { token: other })).lessonId).toBe(lesson.id);
    }
  });
});

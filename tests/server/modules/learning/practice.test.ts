import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as learning from '../../../../contract/api/schemas/web/learningManagement';
import * as practice from '../../../../contract/api/schemas/web/practice';
import { CLASS_NOT_FOUND, PURCHASE_REQUIRED } from '../../../../server/src/modules/catalog/courses';
import { MASTERY_START, nextMastery } from '../../../../server/src/modules/learning/practice/mastery';
import { chapterClasses, exerciseRecords, knowledgeMastery } from '../../../../server/src/platform/db/schema';
import { type CommerceApp, createCommerceApp } from '../commerce/harness';
import { answerInLesson, markedInLesson, type PracticeLesson, practiceLesson, practisingStudent } from './practiceFixture';

let t: CommerceApp;
let lesson: PracticeLesson;

beforeAll(async () => {
  t = await createCommerceApp();
  lesson = await practiceLesson(t);
}, 240_000);
afterAll(() => t?.close());

const student = () => practisingStudent(t, lesson);

describe('marking lesson practice', () => {
  it('marks a single-choice answer right or wrong and reveals the right answer and the explanation', async () => {
    const me = await student();
    const wrong = await markedInLesson(t, me, lesson, lesson.single, 'A');
    expect(wrong).toEqual({
      exerciseId: lesson.single,
      answer: 'A',
      isCorrect: false,
      blankResults: [],
      rightAnswer: 'B',
      analysis: '解析：按定义逐项判断。',
      attempts: 1,
    });
    expect(await markedInLesson(t, me, lesson, lesson.single, 'B')).toMatchObject({ isCorrect: true, attempts: 2 });
  });

  it('counts a multiple-choice answer right only for the exact set of options: a subset or a superset is wrong', async () => {
    const me = await student();
    expect(await markedInLesson(t, me, lesson, lesson.multiple, ['A'])).toMatchObject({
      isCorrect: false,
      rightAnswer: ['A', 'C'],
    });
    expect((await markedInLesson(t, me, lesson, lesson.multiple, ['A', 'B', 'C'])).isCorrect).toBe(false);
    // Order and repeats carry no meaning.
    const right = await markedInLesson(t, me, lesson, lesson.multiple, ['C', 'A', 'C']);
    expect(right).toMatchObject({ isCorrect: true, answer: ['A', 'C'], attempts: 3 });
    const [kept] = await t.db
      .select()
      .from(exerciseRecords)
      .where(and(eq(exerciseRecords.userId, me.id), eq(exerciseRecords.attempt, 3)));
    expect(kept).toMatchObject({
      exerciseId: lesson.multiple,
      classId: lesson.classId,
      courseId: lesson.courseId,
      source: 'lesson',
      chosen: null,
      response: ['A', 'C'],
      isCorrect: true,
      spentSec: 30,
    });
  });

  it('compares blanks ignoring full-width forms, case and extra spaces, and says which blank was wrong', async () => {
    const me = await student();
    const right = await markedInLesson(t, me, lesson, lesson.fill, [' ｈ２ｏ ', 'X　=  1']);
    expect(right).toMatchObject({ isCorrect: true, blankResults: [true, true], rightAnswer: ['H2O', 'x = 1'] });
    const half = await markedInLesson(t, me, lesson, lesson.fill, ['水', 'x = 2']);
    expect(half).toMatchObject({ isCorrect: false, blankResults: [true, false], answer: ['水', 'x = 2'] });
  });

  it('refuses an answer whose shape does not fit the question with status 0, naming its place in the lesson', async () => {
    const me = await student();
    const { questions } = await t.ok(practice.lessonPractice, { classId: lesson.classId }, { token: me.token });
    const number = (id: number) => questions.findIndex((question) => question.id === id) + 1;
    const refusal = async (id: number, answer: string | string[]) => {
      const envelope = await answerInLesson(t, me, lesson, id, answer);
      expect(envelope).toMatchObject({ status: 0, appData: null });
      return envelope.message;
    };
    expect(await refusal(lesson.single, ['B'])).toBe(`第${number(lesson.single)}题是单选题，答案应为一个选项`);
    expect(await refusal(lesson.multiple, 'A')).toBe(`第${number(lesson.multiple)}题是多选题，答案应为选项列表`);
    expect(await refusal(lesson.fill, ['H2O'])).toBe(`第${number(lesson.fill)}题有 2 个空，收到 1 项答案`);
    expect(await refusal(lesson.single, 'E')).toBe(`第${number(lesson.single)}题没有选项「E」`);
    expect(
      await t.fails(
        practice.answerLessonExercise,
        { classId: lesson.classId, exerciseId: lesson.single, answer: 'not json' },
        { token: me.token },
      ),
    ).toMatch(/答案格式不正确/);
    expect(await t.db.$count(exerciseRecords, eq(exerciseRecords.userId, me.id))).toBe(0);
  });

  it('refuses an empty answer instead of keeping it as a mistake', async () => {
    const me = await student();
    expect((await answerInLesson(t, me, lesson, lesson.multiple, [])).message).toBe('请先作答再提交');
    expect((await answerInLesson(t, me, lesson, lesson.fill, [' ', ''])).message).toBe('请先作答再提交');
    expect(await t.db.$count(exerciseRecords, eq(exerciseRecords.userId, me.id))).toBe(0);
  });

  it('refuses a question of another lesson', async () => {
    const me = await student();
    expect((await answerInLesson(t, me, lesson, lesson.otherLesson, 'A')).message).toBe('这道题不属于本课时');
  });

  it("refuses the practice of a lesson whose course the student has not bought, and of a lesson that doesn't exist", async () => {
    const stranger = await t.buyer();
    expect(await t.fails(practice.lessonPractice, { classId: lesson.classId }, { token: stranger.token })).toBe(
      PURCHASE_REQUIRED,
    );
    expect((await answerInLesson(t, stranger, lesson, lesson.single, 'B')).message).toBe(PURCHASE_REQUIRED);
    expect(await t.fails(practice.lessonPractice, { classId: 99999999 }, { token: stranger.token })).toBe(CLASS_NOT_FOUND);
    expect((await t.call(practice.lessonPractice, { classId: lesson.classId })).status).toBe(2);
  });
});

describe('opening a lesson practice', () => {
  it('lists the questions in order without their answers, with the latest marking and attempts of each one answered', async () => {
    const me = await student();
    await markedInLesson(t, me, lesson, lesson.single, 'C');
    await markedInLesson(t, me, lesson, lesson.single, 'B');
    await markedInLesson(t, me, lesson, lesson.fill, ['H2O', 'y']);

    const opened = await t.ok(practice.lessonPractice, { classId: lesson.classId }, { token: me.token });
    expect(opened.lesson).toEqual({
      classId: lesson.classId,
      title: lesson.title,
      courseId: lesson.courseId,
      courseTitle: lesson.courseTitle,
      subjectName: lesson.subjectName,
    });
    const ids = opened.questions.map((question) => question.id);
    expect(ids.slice(-5)).toEqual([lesson.single, lesson.multiple, lesson.fill, lesson.unpointed, lesson.otherSubject.id]);
    const fill = opened.questions.find((question) => question.id === lesson.fill)!;
    expect(fill).toMatchObject({ kind: 'fill', options: [], blankCount: 2 });
    // Nothing that gives the answer away travels with the questions.
    const sent = JSON.stringify(
      (await t.call(practice.lessonPractice, { classId: lesson.classId }, { token: me.token })).appData,
    );
    expect(JSON.parse(sent).questions.every((question: object) => !('answer' in question) && !('blanks' in question))).toBe(true);

    expect(Object.keys(opened.markings).sort()).toEqual([String(lesson.single), String(lesson.fill)].sort());
    expect(opened.markings[String(lesson.single)]).toMatchObject({ answer: 'B', isCorrect: true, rightAnswer: 'B', attempts: 2 });
    expect(opened.markings[String(lesson.fill)]).toMatchObject({
      answer: ['H2O', 'y'],
      isCorrect: false,
      blankResults: [true, false],
      rightAnswer: ['H2O', 'x = 1'],
      attempts: 1,
    });
  });

  it('opens the practice of a lesson whose video is not ready', async () => {
    const me = await student();
    const [before] = await t.db
      .select({ videoId: chapterClasses.videoId })
      .from(chapterClasses)
      .where(eq(chapterClasses.id, lesson.classId));
    await t.db.update(chapterClasses).set({ videoId: null }).where(eq(chapterClasses.id, lesson.classId));
    try {
      const opened = await t.ok(practice.lessonPractice, { classId: lesson.classId }, { token: me.token });
      expect(opened.questions.length).toBeGreaterThanOrEqual(5);
      expect((await markedInLesson(t, me, lesson, lesson.single, 'B')).isCorrect).toBe(true);
    } finally {
      await t.db.update(chapterClasses).set({ videoId: before!.videoId }).where(eq(chapterClasses.id, lesson.classId));
    }
  });
});

describe('mastery of knowledge points', () => {
  it('moves 30 % of the way to 1 on a right answer and to 0 on a wrong one, from 0.5', () => {
    expect(MASTERY_START).toBe(0.5);
    const afterRight = nextMastery(MASTERY_START, true);
    expect(afterRight).toBeCloseTo(0.65, 10);
    expect(nextMastery(afterRight, false)).toBeCloseTo(0.455, 10);
    expect(nextMastery(1, true)).toBe(1);
    expect(nextMastery(0, false)).toBe(0);
  });

  it("keeps each answer's effect on the question's knowledge point in its subject", async () => {
    const me = await student();
    await markedInLesson(t, me, lesson, lesson.single, 'B');
    await markedInLesson(t, me, lesson, lesson.multiple, ['A']);
    const rows = await t.db.select().from(knowledgeMastery).where(eq(knowledgeMastery.userId, me.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ knowledgePoint: lesson.knowledgePoint, answered: 2, correct: 1 });
    expect(rows[0]!.score).toBeCloseTo(0.455, 10);
  });

  it('counts two answers sent at once both', async () => {
    const me = await student();
    await Promise.all([
      markedInLesson(t, me, lesson, lesson.single, 'B'),
      markedInLesson(t, me, lesson, lesson.multiple, ['A', 'C']),
    ]);
    const [row] = await t.db.select().from(knowledgeMastery).where(eq(knowledgeMastery.userId, me.id));
    expect(row).toMatchObject({ answered: 2, correct: 2 });
    expect(row!.score).toBeCloseTo(nextMastery(nextMastery(MASTERY_START, true), true), 10);
  });

  it('leaves a question without a knowledge point out', async () => {
    const me = await student();
    await markedInLesson(t, me, lesson, lesson.unpointed, 'A');
    expect(await t.db.$count(knowledgeMastery, eq(knowledgeMastery.userId, me.id))).toBe(0);
  });
});

describe('exercise details', () => {
  it('writes multiple-choice and fill-in answers and their right answers out as one line', async () => {
    const me = await student();
    await markedInLesson(t, me, lesson, lesson.single, 'C');
    await markedInLesson(t, me, lesson, lesson.multiple, ['A', 'B']);
    await markedInLesson(t, me, lesson, lesson.fill, ['水', 'x=2']);
    const { items } = await t.ok(learning.exerciseDetail, {}, { token: me.token });
    const shown = (question: string) => items.find((item) => item.question === question);
    expect(shown('单选题')).toMatchObject({ chosen: 'C', answer: 'B', isCorrect: false });
    expect(shown('多选题')).toMatchObject({ chosen: 'A、B', answer: 'A、C', isCorrect: false });
    expect(shown('水的化学式是＿＿，方程的解是＿＿。')).toMatchObject({
      chosen: '水；x=2',
      answer: 'H2O；x = 1',
      isCorrect: false,
    });
  });
});

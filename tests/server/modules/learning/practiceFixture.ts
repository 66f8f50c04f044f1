import { randomBytes } from 'node:crypto';
import { and, asc, eq, ne } from 'drizzle-orm';
import * as practice from '../../../../contract/api/schemas/web/practice';
import {
  chapterClasses,
  chapters,
  classExercises,
  courseCategories,
  courseEnrollments,
  courses,
  exercises,
  type NewExercise,
} from '../../../../server/src/platform/db/schema';
import type { Buyer, CommerceApp } from '../commerce/harness';

const OPTIONS = (['A', 'B', 'C', 'D'] as const).map((key) => ({ key, text: `选项 ${key}` }));

/** A paid lesson whose practice holds one question of each kind, made here: the demo lessons hold single choice only. */
export interface PracticeLesson {
  classId: number;
  title: string;
  courseId: number;
  courseTitle: string;
  subject: string;
  subjectName: string;
  /** Right answer B. */
  single: number;
  /** Right answers A and C. */
  multiple: number;
  /** Two blanks: "H2O" (or "水") and "x = 1". */
  fill: number;
  /** Single choice (right answer A) with no knowledge point. */
  unpointed: number;
  /** Single choice (right answer D) of another subject, put in this lesson. */
  otherSubject: { id: number; subject: string };
  /** A question of another lesson of the course. */
  otherLesson: number;
  /** The knowledge point of the single and multiple choice questions. */
  knowledgePoint: string;
}

export async function practiceLesson(t: CommerceApp): Promise<PracticeLesson> {
  const { id: courseId } = await t.course();
  const [course] = await t.db
    .select({
      title: courses.title,
      categoryId: courses.categoryId,
      subject: courseCategories.code,
      subjectName: courseCategories.name,
    })
    .from(courses)
    .innerJoin(courseCategories, eq(courseCategories.id, courses.categoryId))
    .where(eq(courses.id, courseId));
  const lessons = await t.db
    .select({ id: chapterClasses.id, title: chapterClasses.title })
    .from(chapterClasses)
    .innerJoin(chapters, eq(chapters.id, chapterClasses.chapterId))
    .where(and(eq(chapters.courseId, courseId), eq(chapterClasses.isTrial, false)))
    .orderBy(asc(chapters.sort), asc(chapterClasses.sort), asc(chapterClasses.id));
  const [lesson, other] = lessons;
  const [otherCategory] = await t.db
    .select({ id: courseCategories.id, code: courseCategories.code })
    .from(courseCategories)
    .where(ne(courseCategories.id, course!.categoryId))
    .limit(1);
  if (!course || !lesson || !other || !otherCategory) throw new Error('演示数据里没有两节付费课时');

  const suffix = randomBytes(4).toString('hex');
  const knowledgePoint = `练习测试考点 ${suffix}`;
  const base = { categoryId: course.categoryId, knowledgePoint, analysis: '解析：按定义逐项判断。' };
  const made = await t.db
    .insert(exercises)
    .values([
      { ...base, code: `practice-single-${suffix}`, kind: 'single', question: '单选题', options: OPTIONS, answer: 'B' },
      {
        ...base,
        code: `practice-multiple-${suffix}`,
        kind: 'multiple',
        question: '多选题',
        options: OPTIONS,
        answerKeys: ['A', 'C'],
      },
      {
        ...base,
        code: `practice-fill-${suffix}`,
        knowledgePoint: `${knowledgePoint}（填空）`,
        kind: 'fill',
        question: '水的化学式是＿＿，方程的解是＿＿。',
        options: [],
        blanks: [{ accepted: ['H2O', '水'] }, { accepted: ['x = 1'] }],
      },
      {
        ...base,
        code: `practice-unpointed-${suffix}`,
        knowledgePoint: '',
        kind: 'single',
        question: '无考点',
        options: OPTIONS,
        answer: 'A',
      },
      {
        ...base,
        code: `practice-other-subject-${suffix}`,
        categoryId: otherCategory.id,
        kind: 'single',
        question: '别的学科',
        options: OPTIONS,
        answer: 'D',
      },
      { ...base, code: `practice-other-lesson-${suffix}`, kind: 'single', question: '别的课时', options: OPTIONS, answer: 'A' },
    ] satisfies NewExercise[])
    .returning({ id: exercises.id });
  const [single, multiple, fill, unpointed, otherSubject, otherLesson] = made.map((row) => row.id) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  // After the lesson's own questions, in this order.
  await t.db.insert(classExercises).values([
    ...[single, multiple, fill, unpointed, otherSubject].map((exerciseId, index) => ({
      classId: lesson.id,
      exerciseId,
      sort: 1000 + index,
    })),
    { classId: other.id, exerciseId: otherLesson, sort: 1000 },
  ]);
  return {
    classId: lesson.id,
    title: lesson.title,
    courseId,
    courseTitle: course.title,
    subject: course.subject,
    subjectName: course.subjectName,
    single,
    multiple,
    fill,
    unpointed,
    otherSubject: { id: otherSubject, subject: otherCategory.code },
    otherLesson,
    knowledgePoint,
  };
}

/** A new account that owns the lesson's course. */
export async function practisingStudent(t: CommerceApp, lesson: PracticeLesson): Promise<Buyer> {
  const student = await t.buyer();
  await t.db.insert(courseEnrollments).values({ userId: student.id, courseId: lesson.courseId, source: 'gift' });
  return student;
}

/** Answers a question of the lesson's practice; the envelope, to look at either outcome. */
export function answerInLesson(
  t: CommerceApp,
  student: Buyer,
  lesson: PracticeLesson,
  exerciseId: number,
  answer: string | string[],
) {
  return t.call(
    practice.answerLessonExercise,
    { classId: lesson.classId, exerciseId, answer: JSON.stringify(answer), spentSec: 30 },
    { token: student.token },
  );
}

/** Answers in the lesson and expects a marking. */
export async function markedInLesson(
  t: CommerceApp,
  student: Buyer,
  lesson: PracticeLesson,
  exerciseId: number,
  answer: string | string[],
) {
  const envelope = await answerInLesson(t, student, lesson, exerciseId, answer);
  if (envelope.status !== 1) throw new Error(`作答失败：${envelope.message}`);
  return practice.answerLessonExercise.response.parse(envelope.appData);
}

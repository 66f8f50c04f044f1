import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as practice from '../../../../contract/api/schemas/web/practice';
import { exerciseRecords, wrongAnswers } from '../../../../server/src/platform/db/schema';
import { type Buyer, type CommerceApp, createCommerceApp } from '../commerce/harness';
import { markedInLesson, type PracticeLesson, practiceLesson, practisingStudent } from './practiceFixture';

let t: CommerceApp;
let lesson: PracticeLesson;

beforeAll(async () => {
  t = await createCommerceApp();
  lesson = await practiceLesson(t);
}, 240_000);
afterAll(() => t?.close());

const student = () => practisingStudent(t, lesson);

async function bookRows(me: Buyer) {
  return t.db.select().from(wrongAnswers).where(eq(wrongAnswers.userId, me.id));
}

function redo(me: Buyer, exerciseId: number, answer: string | string[]) {
  return t.call(practice.redoWrongAnswer, { exerciseId, answer: JSON.stringify(answer), spentSec: 12 }, { token: me.token });
}

async function redone(me: Buyer, exerciseId: number, answer: string | string[]) {
  const envelope = await redo(me, exerciseId, answer);
  expect(envelope, envelope.message).toMatchObject({ status: 1 });
  return practice.redoWrongAnswer.response.parse(envelope.appData);
}

function list(me: Buyer, fields: { state?: 'open' | 'cleared'; subject?: string } = {}) {
  return t.ok(practice.wrongBook, fields, { token: me.token });
}

/** A question answered wrong once in the lesson, then redone right twice: out of the book. */
async function clearedQuestion(me: Buyer) {
  await markedInLesson(t, me, lesson, lesson.single, 'A');
  await redone(me, lesson.single, 'B');
  await redone(me, lesson.single, 'B');
}

describe('entering the wrong-answer book', () => {
  it('keeps a question answered wrong once, counting every wrong answer and the latest one given', async () => {
    const me = await student();
    await markedInLesson(t, me, lesson, lesson.multiple, ['A']);
    t.clock.now = new Date(t.clock.now.getTime() + 60_000);
    await markedInLesson(t, me, lesson, lesson.multiple, ['A', 'B', 'C']);
    const rows = await bookRows(me);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ exerciseId: lesson.multiple, classId: lesson.classId, wrongCount: 2, rightStreak: 0 });

    const { items } = await list(me);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      exerciseId: lesson.multiple,
      subject: lesson.subject,
      subjectName: lesson.subjectName,
      wrongCount: 2,
      rightStreak: 0,
      lastWrongAnswer: ['A', 'B', 'C'],
      lastWrongAt: t.clock.now.toISOString(),
      clearedAt: null,
      lesson: { classId: lesson.classId, title: lesson.title, courseTitle: lesson.courseTitle },
    });
    expect(items[0]!.question).toMatchObject({ id: lesson.multiple, kind: 'multiple', blankCount: 0 });
    expect(items[0]!.question).not.toHaveProperty('answerKeys');
  });

  it('makes one row of two wrong answers sent at once, counting both', async () => {
    const me = await student();
    await Promise.all([markedInLesson(t, me, lesson, lesson.single, 'A'), markedInLesson(t, me, lesson, lesson.single, 'C')]);
    const rows = await bookRows(me);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.wrongCount).toBe(2);
  });

  it('leaves the book alone when a lesson question is answered right', async () => {
    const me = await student();
    await markedInLesson(t, me, lesson, lesson.single, 'B');
    expect(await bookRows(me)).toEqual([]);

    await markedInLesson(t, me, lesson, lesson.fill, ['水', '']);
    await markedInLesson(t, me, lesson, lesson.fill, ['水', 'x = 1']);
    expect(await bookRows(me)).toMatchObject([{ exerciseId: lesson.fill, wrongCount: 1, rightStreak: 0, clearedAt: null }]);
  });
});

describe('redoing wrong answers', () => {
  it('takes a question out of the book after two right redos in a row', async () => {
    const me = await student();
    await markedInLesson(t, me, lesson, lesson.fill, ['H2O', 'x = 3']);
    const first = await redone(me, lesson.fill, ['h2o', 'x = 1']);
    expect(first).toMatchObject({ isCorrect: true, blankResults: [true, true], attempts: 1, rightStreak: 1, cleared: false });
    expect((await list(me)).items.map((item) => item.exerciseId)).toEqual([lesson.fill]);

    const second = await redone(me, lesson.fill, ['水', 'x = 1']);
    expect(second).toMatchObject({ isCorrect: true, attempts: 2, rightStreak: 2, cleared: true });
    expect((await list(me)).items).toEqual([]);
    const cleared = await list(me, { state: 'cleared' });
    expect(cleared.items).toMatchObject([
      { exerciseId: lesson.fill, rightStreak: 2, lastWrongAnswer: ['H2O', 'x = 3'], clearedAt: t.clock.now.toISOString() },
    ]);

    const redos = await t.db
      .select()
      .from(exerciseRecords)
      .where(and(eq(exerciseRecords.userId, me.id), eq(exerciseRecords.source, 'wrongBook')));
    expect(redos.map((row) => row.attempt).sort()).toEqual([1, 2]);
    expect(redos.every((row) => row.classId === null && row.courseId === null && row.spentSec === 12)).toBe(true);
  });

  it('starts the streak again when a redo is wrong', async () => {
    const me = await student();
    await markedInLesson(t, me, lesson, lesson.single, 'A');
    expect(await redone(me, lesson.single, 'B')).toMatchObject({ rightStreak: 1, cleared: false });
    const wrong = await redone(me, lesson.single, 'D');
    expect(wrong).toMatchObject({ isCorrect: false, rightAnswer: 'B', attempts: 2, rightStreak: 0, cleared: false });
    expect(await bookRows(me)).toMatchObject([{ wrongCount: 2, rightStreak: 0, lastWrongAnswer: 'D', classId: lesson.classId }]);
    expect(await redone(me, lesson.single, 'B')).toMatchObject({ rightStreak: 1, cleared: false });
  });

  it('brings a cleared question back when it is answered wrong again in a lesson', async () => {
    const me = await student();
    await clearedQuestion(me);
    await markedInLesson(t, me, lesson, lesson.single, 'C');
    expect(await bookRows(me)).toMatchObject([{ wrongCount: 2, rightStreak: 0, clearedAt: null, lastWrongAnswer: 'C' }]);
    expect((await list(me)).items.map((item) => item.exerciseId)).toEqual([lesson.single]);
  });

  it('refuses to redo a question that is not in the book, has left it, or is in another student’s book', async () => {
    const me = await student();
    expect((await redo(me, lesson.single, 'B')).message).toBe('这道题不在错题本中');
    await clearedQuestion(me);
    expect((await redo(me, lesson.single, 'B')).message).toBe('这道题不在错题本中');

    const other = await student();
    await markedInLesson(t, other, lesson, lesson.multiple, ['B']);
    expect((await redo(me, lesson.multiple, ['A', 'C'])).message).toBe('这道题不在错题本中');
    expect(await bookRows(me)).toHaveLength(1);
  });

  it('refuses a redo whose answer does not fit the question with status 0 and keeps nothing', async () => {
    const me = await student();
    await markedInLesson(t, me, lesson, lesson.multiple, ['B']);
    expect(await redo(me, lesson.multiple, 'A')).toMatchObject({ status: 0, message: '第1题是多选题，答案应为选项列表' });
    const redos = await t.db.$count(
      exerciseRecords,
      and(eq(exerciseRecords.userId, me.id), eq(exerciseRecords.source, 'wrongBook')),
    );
    expect(redos).toBe(0);
  });
});

describe('restoring cleared questions', () => {
  it('puts a cleared question back in the book with a fresh streak', async () => {
    const me = await student();
    await clearedQuestion(me);
    expect(await t.ok(practice.restoreWrongAnswer, { exerciseId: lesson.single }, { token: me.token })).toEqual({
      exerciseId: lesson.single,
      restored: true,
    });
    expect(await bookRows(me)).toMatchObject([{ clearedAt: null, rightStreak: 0, wrongCount: 1 }]);
    expect((await list(me)).items.map((item) => item.exerciseId)).toEqual([lesson.single]);
    expect((await list(me, { state: 'cleared' })).items).toEqual([]);
  });

  it('refuses to restore a question that is still in the book or was never in it', async () => {
    const me = await student();
    await markedInLesson(t, me, lesson, lesson.single, 'A');
    for (const exerciseId of [lesson.single, lesson.multiple]) {
      expect(await t.fails(practice.restoreWrongAnswer, { exerciseId }, { token: me.token })).toBe('这道题不在已移出的错题中');
    }
  });
});

describe('the book by subject', () => {
  it('counts open and cleared questions of every subject with any, and lists one subject when asked', async () => {
    const me = await student();
    await clearedQuestion(me);
    await markedInLesson(t, me, lesson, lesson.multiple, ['A']);
    await markedInLesson(t, me, lesson, lesson.otherSubject.id, 'A');

    const book = await list(me);
    expect(book.subjects).toHaveLength(2);
    expect(book.subjects).toEqual(
      expect.arrayContaining([
        { subject: lesson.subject, subjectName: lesson.subjectName, open: 1, cleared: 1 },
        expect.objectContaining({ subject: lesson.otherSubject.subject, open: 1, cleared: 0 }),
      ]),
    );
    expect(book.items.map((item) => item.exerciseId).sort()).toEqual([lesson.multiple, lesson.otherSubject.id].sort());

    const mine = await list(me, { subject: lesson.subject });
    expect(mine.items.map((item) => item.exerciseId)).toEqual([lesson.multiple]);
    expect((await list(me, { subject: lesson.otherSubject.subject })).items.map((item) => item.exerciseId)).toEqual([
      lesson.otherSubject.id,
    ]);
    const unknown = await list(me, { subject: 'no-such-subject' });
    expect(unknown.items).toEqual([]);
    expect(unknown.subjects).toEqual(book.subjects);
  });

  it('lists the most recently missed question first', async () => {
    const me = await student();
    await markedInLesson(t, me, lesson, lesson.single, 'A');
    t.clock.now = new Date(t.clock.now.getTime() + 60_000);
    await markedInLesson(t, me, lesson, lesson.multiple, ['A']);
    t.clock.now = new Date(t.clock.now.getTime() + 60_000);
    await markedInLesson(t, me, lesson, lesson.single, 'C');
    expect((await list(me)).items.map((item) => item.exerciseId)).toEqual([lesson.single, lesson.multiple]);
  });

  it('shows an empty book to a student who has missed nothing', async () => {
    expect(await list(await student())).toEqual({ subjects: [], items: [] });
  });
});

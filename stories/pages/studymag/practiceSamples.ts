import type { PracticeMarking, SheetAnswer, SittingQuestion } from '@machines/evaluation';
import type { LessonPracticeData } from '@/pages/studymag/practice/PracticeView';
import type { WrongBookData } from '@/pages/studymag/wrongBook/WrongBookView';
import { otherKinds, questions } from '../evaluation/samples';

/** The sample questions of every kind with their right answers and explanations, as the server would mark them. */
export const sampleQuestions: SittingQuestion[] = [...questions, ...otherKinds];

const key: Record<number, { right: SheetAnswer; analysis: string }> = {
  1: { right: 'A', analysis: '先通分：$\\frac{3}{4}=\\frac{6}{8}$，$\\frac{6}{8}+\\frac{1}{8}=\\frac{7}{8}$。' },
  2: { right: 'C', analysis: '长方形面积 = 长 × 宽 = 8 × 5 = 40（平方厘米）。' },
  3: { right: 'C', analysis: '29 只有 1 和它本身两个因数，是质数；21、27、33 都能被 3 整除。' },
  4: { right: ['A', 'B', 'C'], analysis: 'k = −2 < 0，y 随 x 增大而减小；b = 3 > 0，图像过一、二、四象限，与 y 轴交于 (0, 3)。' },
  5: { right: ['4', '9'], analysis: '$\\sqrt{16}=4$；$(-3)^2=9$，负数的平方是正数。' },
};

const same = (a: SheetAnswer, b: SheetAnswer) => JSON.stringify(a) === JSON.stringify(b);

/** How the server marks an answer to a sample question. */
export function markSample(questionId: number, answer: SheetAnswer, attempts = 1): PracticeMarking {
  const { right, analysis } = key[questionId]!;
  const blankResults =
    Array.isArray(right) && questionId === 5 ? right.map((text, i) => Array.isArray(answer) && answer[i]?.trim() === text) : [];
  return {
    answer,
    isCorrect: blankResults.length > 0 ? blankResults.every(Boolean) : same(answer, right),
    blankResults,
    rightAnswer: right,
    analysis,
    attempts,
  };
}

export const lessonPractice = (markings: Record<string, PracticeMarking> = {}): LessonPracticeData => ({
  lesson: {
    classId: 31,
    title: '2.3 分数的加减：异分母分数',
    courseId: 3,
    courseTitle: '五年级数学《分数》同步精讲',
    subjectName: '数学',
  },
  questions: sampleQuestions.map((question) => ({ ...question, difficulty: 2 })),
  markings: Object.fromEntries(Object.entries(markings).map(([id, marking]) => [id, { ...marking, exerciseId: Number(id) }])),
});

/** Q1 wrong then open to retry, Q2 right: a student half way through. */
export const someMarked = { 1: markSample(1, 'B'), 2: markSample(2, 'C') };
/** Every question marked: two wrong, one right on the second try. */
export const allMarked = {
  1: markSample(1, 'A'),
  2: markSample(2, 'B'),
  3: markSample(3, 'C', 2),
  4: markSample(4, ['A', 'C']),
  5: markSample(5, ['4', '9']),
};

const subjects = [
  { subject: 'math', subjectName: '数学' },
  { subject: 'physics', subjectName: '物理' },
] as const;

function bookItem(question: SittingQuestion, index: number, cleared = false): WrongBookData['items'][number] {
  const subject = subjects[index % 3 === 2 ? 1 : 0];
  return {
    exerciseId: question.id,
    ...subject,
    question: { ...question, difficulty: 2 },
    wrongCount: 1 + (index % 3),
    rightStreak: index % 2,
    lastWrongAnswer: question.kind === 'fill' ? ['3', '-9'] : question.kind === 'multiple' ? ['A'] : 'B',
    lastWrongAt: `2026-11-${String(28 - index).padStart(2, '0')}T11:20:00.000Z`,
    clearedAt: cleared ? '2026-12-01T09:00:00.000Z' : null,
    lesson:
      index % 4 === 3
        ? null
        : { classId: 31 + index, title: `2.${index + 1} 分数的加减`, courseTitle: '五年级数学《分数》同步精讲' },
  };
}

export const wrongBook = (count: number, state: 'open' | 'cleared' = 'open'): WrongBookData => {
  const pool = Array.from({ length: count }, (_, i) => ({ ...sampleQuestions[i % sampleQuestions.length]!, id: i + 1 }));
  const items = pool.map((question, index) => bookItem(question, index, state === 'cleared'));
  return {
    subjects: subjects
      .map((each) => ({
        ...each,
        open: state === 'open' ? items.filter((item) => item.subject === each.subject).length : 0,
        cleared: state === 'cleared' ? items.filter((item) => item.subject === each.subject).length : 2,
      }))
      .filter((each) => each.open + each.cleared > 0),
    items,
  };
};

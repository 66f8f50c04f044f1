import type { SittingQuestion } from '@machines/evaluation';
import type { ReportData } from '@/pages/evaluation/report/ReportView';
import type { AnswerDetailData } from '@/pages/evaluation/exercisesDetail/ExercisesDetailPage';

export const questions: SittingQuestion[] = [
  {
    id: 1,
    question: '计算：$\\frac{3}{4}+\\frac{1}{8}=$ ?',
    knowledgePoint: '分数加减',
    kind: 'single',
    blankCount: 0,
    options: [
      { key: 'A', text: '$\\frac{7}{8}$' },
      { key: 'B', text: '$\\frac{4}{12}$' },
      { key: 'C', text: '1' },
      { key: 'D', text: '$\\frac{5}{8}$' },
    ],
  },
  {
    id: 2,
    question: '一个长方形长 8 厘米、宽 5 厘米，它的面积是多少平方厘米？',
    knowledgePoint: '长方形面积',
    kind: 'single',
    blankCount: 0,
    options: [
      { key: 'A', text: '13' },
      { key: 'B', text: '26' },
      { key: 'C', text: '40' },
      { key: 'D', text: '45' },
    ],
  },
  {
    id: 3,
    question: '下列哪个数是质数？',
    knowledgePoint: '质数与合数',
    kind: 'single',
    blankCount: 0,
    options: [
      { key: 'A', text: '21' },
      { key: 'B', text: '27' },
      { key: 'C', text: '29' },
      { key: 'D', text: '33' },
    ],
  },
];

/** One question of each newer kind, for the sitting stories. */
export const otherKinds: SittingQuestion[] = [
  {
    id: 4,
    kind: 'multiple',
    question:
      '关于一次函数 $y=-2x+3$（图像如下），下列说法正确的有（　　）。![一次函数 y = −2x + 3 的图像，过点 (0, 3) 与 (1.5, 0) 的直线](/assets/questions/linear-function.svg)',
    knowledgePoint: '一次函数',
    options: [
      { key: 'A', text: 'y 随 x 的增大而减小' },
      { key: 'B', text: '图像经过第一、二、四象限' },
      { key: 'C', text: '图像与 y 轴交于点 (0, 3)' },
      { key: 'D', text: '图像经过原点' },
    ],
    blankCount: 0,
  },
  {
    id: 5,
    kind: 'fill',
    question: '填空：$\\sqrt{16}$ = ____；$(-3)^2$ = ____。',
    knowledgePoint: '二次根式',
    options: [],
    blankCount: 2,
  },
];

const summary = (id: number, score: number, createdAt: string) => ({
  id,
  title: '初二数学学情诊断',
  score,
  totalScore: 100,
  accuracy: score,
  createdAt,
});

export const report: NonNullable<ReportData> = {
  ...summary(12, 67, '2026-11-20T08:00:00.000Z'),
  summary: '共3题，答对2题，正确率67%。需要巩固：质数与合数。',
  knowledgeStats: [
    { knowledgePoint: '分数加减', total: 1, correct: 1, mastery: 100 },
    { knowledgePoint: '长方形面积', total: 1, correct: 1, mastery: 100 },
    { knowledgePoint: '质数与合数（含因数分解的综合应用）', total: 1, correct: 0, mastery: 0 },
  ],
  weakPoints: ['质数与合数（含因数分解的综合应用）'],
  previous: summary(9, 33, '2026-11-01T08:00:00.000Z'),
  history: [summary(12, 67, '2026-11-20T08:00:00.000Z'), summary(9, 33, '2026-11-01T08:00:00.000Z')],
};

/** The answer detail of a report with one question of every kind. */
export const answerDetails: AnswerDetailData[] = [
  ...questions.map((question, index) => {
    const chosen = index === 1 ? ('C' as const) : ('A' as const);
    const answer = index === 2 ? ('C' as const) : index === 1 ? ('C' as const) : ('A' as const);
    return {
      exerciseId: question.id,
      question: question.question,
      knowledgePoint: question.knowledgePoint,
      kind: 'single' as const,
      options: question.options,
      chosen,
      answer,
      chosenKeys: [chosen],
      answerKeys: [answer],
      blanks: [] as AnswerDetailData['blanks'],
      isCorrect: index !== 2,
      rule: '单选题：选对得分。',
      analysis: '先通分再相加。',
    };
  }),
  {
    exerciseId: 4,
    question: otherKinds[0]!.question,
    knowledgePoint: otherKinds[0]!.knowledgePoint,
    kind: 'multiple',
    options: otherKinds[0]!.options,
    chosen: null,
    answer: null,
    chosenKeys: ['A', 'C'],
    answerKeys: ['A', 'B', 'C'],
    blanks: [],
    isCorrect: false,
    rule: '多选题：选出全部正确选项且不多选才得分，少选、多选、错选均不得分。',
    analysis: 'k<0 时 y 随 x 增大而减小；b>0 时图像经过第一、二、四象限。',
  },
  {
    exerciseId: 5,
    question: otherKinds[1]!.question,
    knowledgePoint: otherKinds[1]!.knowledgePoint,
    kind: 'fill',
    options: [],
    chosen: null,
    answer: null,
    chosenKeys: [],
    answerKeys: [],
    blanks: [
      { given: '４', accepted: ['4', '+4'], isCorrect: true },
      { given: '-9', accepted: ['9'], isCorrect: false },
    ],
    isCorrect: false,
    rule: '填空题：每一空都正确才得分；比较时忽略首尾空格、全角半角与大小写。',
    analysis: '√16 表示 16 的算术平方根；(−3)² = 9。',
  },
];

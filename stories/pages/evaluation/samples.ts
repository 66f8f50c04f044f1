import type { SittingQuestion } from '@machines/evaluation';
import type { ReportData } from '@/pages/evaluation/report/ReportView';

export const questions: SittingQuestion[] = [
  {
    id: 1,
    question: '计算：3/4 + 1/8 = ?',
    knowledgePoint: '分数加减',
    options: [
      { key: 'A', text: '7/8' },
      { key: 'B', text: '4/12' },
      { key: 'C', text: '1' },
      { key: 'D', text: '5/8' },
    ],
  },
  {
    id: 2,
    question: '一个长方形长 8 厘米、宽 5 厘米，它的面积是多少平方厘米？',
    knowledgePoint: '长方形面积',
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
    options: [
      { key: 'A', text: '21' },
      { key: 'B', text: '27' },
      { key: 'C', text: '29' },
      { key: 'D', text: '33' },
    ],
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

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { failed, loading, ready } from '@/components/Loadable';
import { type ExerciseDetailData, ExerciseDetailView } from '@/pages/studymag/exerciseDetail/ExerciseDetailView';
import { type LearningDetailData, LearningDetailView } from '@/pages/studymag/learningDetail/LearningDetailView';
import { type PlanData, PlanView } from '@/pages/studymag/plan/PlanView';
import { type ReportData, ReportView } from '@/pages/studymag/report/ReportView';
import '@/features/learning/texts';
import '@/features/studymag/texts';
import { onPage, pageParameters } from '../pageStory';

/** Study management: the report, the plan and the two detail pages, each loaded, empty, loading and failed. */
const meta = { title: 'Pages/Studymag/StudyManagement', decorators: [onPage], parameters: pageParameters } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const report: ReportData = {
  report: {
    id: 2,
    title: '第41周学习报告（10月5日—10月11日）',
    periodStart: '2026-10-05',
    periodEnd: '2026-10-11',
    studyMinutes: 123,
    finishedClasses: 7,
    exerciseCount: 10,
    accuracy: 80,
    subjectStats: [
      { subject: 'math', subjectName: '数学', studyMinutes: 120, accuracy: 78 },
      { subject: 'physics', subjectName: '物理', studyMinutes: 60, accuracy: 85 },
      { subject: 'chinese', subjectName: '语文', studyMinutes: 20, accuracy: 90 },
    ],
    strengths: ['练习正确率比上周提高13个百分点'],
    weaknesses: ['光的反射中入射角概念仍需巩固'],
    mastery: [
      { subject: 'math', subjectName: '数学', knowledgePoint: '一次函数的图像', score: 82, change: 12 },
      { subject: 'math', subjectName: '数学', knowledgePoint: '分式方程', score: 46, change: -8 },
      { subject: 'physics', subjectName: '物理', knowledgePoint: '光的反射', score: 58, change: null },
      { subject: 'chinese', subjectName: '语文', knowledgePoint: '文言实词', score: 71, change: 0 },
    ],
    summary: '本周学习 123 分钟，完成 7 讲，做题 10 道，正确率 80%，错题本还有 2 道待巩固',
    teacherComment: '进步明显！下周建议完成《力与运动》第二章。',
  },
  dailyStudy: [
    { date: '2026-10-05', minutes: 32 },
    { date: '2026-10-06', minutes: 0 },
    { date: '2026-10-07', minutes: 24 },
    { date: '2026-10-08', minutes: 41 },
    { date: '2026-10-09', minutes: 2 },
    { date: '2026-10-10', minutes: 15 },
    { date: '2026-10-11', minutes: 9 },
  ],
  accuracyTrend: [
    { weekStart: '2026-08-31', answered: 0, correct: 0, accuracy: null },
    { weekStart: '2026-09-07', answered: 2, correct: 1, accuracy: 50 },
    { weekStart: '2026-09-14', answered: 2, correct: 2, accuracy: 100 },
    { weekStart: '2026-09-21', answered: 0, correct: 0, accuracy: null },
    { weekStart: '2026-09-28', answered: 9, correct: 6, accuracy: 67 },
    { weekStart: '2026-10-05', answered: 10, correct: 8, accuracy: 80 },
  ],
  reports: [
    { id: 2, title: '第41周学习报告（10月5日—10月11日）', periodStart: '2026-10-05', periodEnd: '2026-10-11' },
    { id: 1, title: '第40周学习报告（9月28日—10月4日）', periodStart: '2026-09-28', periodEnd: '2026-10-04' },
  ],
  recentLearning: [
    {
      courseId: 3,
      courseTitle: '八年级数学《一次函数》专题精讲',
      coverUrl: '',
      classId: 31,
      classTitle: '2.1 一次函数的图像与性质：概念引入',
      watchedSec: 960,
      progress: 58,
      lastStudiedAt: '2026-10-10T11:55:00.000Z',
    },
  ],
};
const noReport: ReportData = { report: null, dailyStudy: [], accuracyTrend: [], reports: [], recentLearning: [] };

const reportView = (props: Partial<Parameters<typeof ReportView>[0]>) => (
  <ReportView home={ready(report)} onReport={fn()} {...props} />
);

export const Report: Story = {
  render: () => reportView({}),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '学习报告' })).toBeVisible();
    await expect(canvas.getByText('123 分钟')).toBeVisible();
    // Each chart has a text alternative: a sentence and a table with the same numbers.
    await expect(canvas.getByText('本期共学习 123 分钟，其中 10-08 学得最多，为 41 分钟。')).toBeVisible();
    const table = canvas.getByRole('table', { name: '每日学习时长（数据表）' });
    await expect(table).toHaveTextContent('10-0841');
    await expect(canvas.getByText('掌握最好的是语文（90%），最需要加强的是数学（78%）。')).toBeVisible();
    await expect(canvas.getByText('最近 6 周中有 4 周做了练习，最近一次正确率为 80%。')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '练习详情' })).toHaveAttribute('href', '/studymag/detail/exercise?reportId=2');
    // Knowledge points weakest first, each with its move since the previous report.
    await expect(canvas.getByText('数学 · 分式方程：46% · 比上期下降 8')).toBeVisible();
    await expect(canvas.getByText('物理 · 光的反射：58% · 新练习')).toBeVisible();
    await expect(canvas.getByTestId('report-summary')).toHaveTextContent('本周学习 123 分钟，完成 7 讲');
    // ECharts arrives in its own chunk and draws each chart as SVG.
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-state="ready"] svg').length).toBe(4), {
      timeout: 30000,
    });
  },
};

/** A bound parent's view, opened from the weekly notification: whose report, without the child's own pages. */
export const ReportForParent: Story = {
  render: () => reportView({ home: ready({ ...report, recentLearning: [] }), child: '林小满' }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '林小满的学习报告' })).toBeVisible();
    await expect(canvas.getByText('123 分钟')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: '练习详情' })).toBeNull();
    await expect(canvas.queryByRole('heading', { name: '最近学习' })).toBeNull();
  },
};

export const ReportForParentLoading: Story = { render: () => reportView({ home: loading, child: '' }) };

export const ReportForParentLoadFailed: Story = {
  render: () => reportView({ home: failed(fn()), child: '' }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '孩子的学习报告' })).toBeVisible();
  },
};

export const ReportPicksAnEarlierOne: Story = {
  render: () => reportView({ onReport: fn().mockName('onReport') }),
  play: async ({ canvas }) => {
    await userEvent.selectOptions(canvas.getByLabelText('选择报告'), '第40周学习报告（9月28日—10月4日）');
    await expect(canvas.getByLabelText('选择报告')).toBeVisible();
  },
};
export const ReportEmpty: Story = {
  render: () => reportView({ home: ready(noReport) }),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('还没有学习报告')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '去选课' })).toHaveAttribute('href', '/course');
  },
};
export const ReportLoading: Story = { render: () => reportView({ home: loading }) };
const retryReport = fn();
export const ReportLoadFailed: Story = {
  render: () => reportView({ home: failed(retryReport) }),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '重新加载' }));
    await expect(retryReport).toHaveBeenCalled();
  },
};

const plan: PlanData = {
  plan: {
    id: 5,
    title: '第42周学习计划',
    weekStart: '2026-10-12',
    goal: '完成一次函数第二章并巩固光的反射。',
    doneCount: 1,
    items: [
      {
        id: 51,
        date: '2026-10-12',
        subjectName: '数学',
        task: '观看2.1并完成随堂练习',
        durationMin: 30,
        courseId: 3,
        courseTitle: '一次函数专题精讲',
        done: true,
      },
      {
        id: 52,
        date: '2026-10-13',
        subjectName: '物理',
        task: '观看2.1“重力与弹力”并整理笔记',
        durationMin: 25,
        courseId: null,
        courseTitle: null,
        done: false,
      },
      {
        id: 53,
        date: '2026-10-13',
        subjectName: '英语',
        task: '完成两篇阅读理解并整理生词',
        durationMin: 30,
        courseId: null,
        courseTitle: null,
        done: false,
      },
    ],
  },
  plans: [{ id: 5, title: '第42周学习计划', weekStart: '2026-10-12' }],
};
const onToggle = fn();
const planView = (props: Partial<Parameters<typeof PlanView>[0]>) => (
  <PlanView plan={ready(plan)} onPlan={fn()} onToggle={onToggle} {...props} />
);
export const Plan: Story = {
  render: () => planView({}),
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('plan-progress')).toHaveTextContent('已完成 1/3 项');
    await expect(canvas.getByRole('checkbox', { name: '数学 · 观看2.1并完成随堂练习' })).toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: '物理 · 观看2.1“重力与弹力”并整理笔记' }));
    await expect(onToggle).toHaveBeenCalledWith(52, true);
  },
};
export const PlanSaving: Story = {
  render: () => planView({ pending: [52] }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: '物理 · 观看2.1“重力与弹力”并整理笔记' })).toBeDisabled();
  },
};
export const PlanEmpty: Story = {
  render: () => planView({ plan: ready({ plan: null, plans: [] }) }),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('还没有学习计划')).toBeVisible();
  },
};
export const PlanLoading: Story = { render: () => planView({ plan: loading }) };
const retryPlan = fn();
export const PlanLoadFailed: Story = {
  render: () => planView({ plan: failed(retryPlan) }),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '重新加载' }));
    await expect(retryPlan).toHaveBeenCalled();
  },
};

const exercises: ExerciseDetailData = {
  period: { reportId: 2, title: '第41周学习报告（10月5日—10月11日）', periodStart: '2026-10-05', periodEnd: '2026-10-11' },
  summary: {
    answered: 2,
    correct: 1,
    accuracy: 50,
    spentSec: 145,
    subjects: [
      { subjectName: '数学', answered: 1, correct: 1, accuracy: 100 },
      { subjectName: '英语', answered: 1, correct: 0, accuracy: 0 },
    ],
  },
  items: [
    {
      id: 12,
      answeredAt: '2026-10-08T13:00:00.000Z',
      subjectName: '英语',
      knowledgePoint: '比较级',
      question: 'This box is ___ than that one.',
      options: [
        { key: 'A', text: 'heavy' },
        { key: 'B', text: 'heavier' },
        { key: 'C', text: 'heaviest' },
        { key: 'D', text: 'more heavy' },
      ],
      chosen: 'A',
      answer: 'B',
      isCorrect: false,
      analysis: 'than 前用比较级；heavy 以辅音加 y 结尾，变 y 为 i 再加 er。',
      spentSec: 25,
    },
    {
      id: 11,
      answeredAt: '2026-10-05T12:48:00.000Z',
      subjectName: '数学',
      knowledgePoint: '一次函数的图像与性质',
      question: '一次函数 y = −2x + 3 的图像不经过（　　）。',
      options: [
        { key: 'A', text: '第一象限' },
        { key: 'B', text: '第二象限' },
        { key: 'C', text: '第三象限' },
        { key: 'D', text: '第四象限' },
      ],
      chosen: 'C',
      answer: 'C',
      isCorrect: true,
      analysis: 'k<0、b>0，图像经过一、二、四象限。',
      spentSec: 120,
    },
  ],
};
const exerciseView = (props: Partial<Parameters<typeof ExerciseDetailView>[0]>) => (
  <ExerciseDetailView detail={ready(exercises)} view="list" onView={fn()} {...props} />
);
export const ExerciseDetail: Story = {
  render: () => exerciseView({}),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('答错')).toBeVisible();
    await expect(canvas.getByText('你的答案：A')).toBeVisible();
    await expect(canvas.getByText('正确答案：B')).toBeVisible();
    // A wrong answer opens its explanation.
    await expect(canvas.getByText(/than 前用比较级/)).toBeVisible();
  },
};
export const ExerciseSummary: Story = {
  render: () => exerciseView({ view: 'summary' }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: '汇总' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByText('50%')).toBeVisible();
    await expect(canvas.getByRole('table', { name: '各学科正确率（数据表）' })).toHaveTextContent('英语0');
  },
};
const onView = fn();
export const ExerciseSwitchesToSummary: Story = {
  render: () => exerciseView({ onView }),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: '汇总' }));
    await expect(onView).toHaveBeenCalledWith('summary');
  },
};
export const ExerciseEmpty: Story = {
  render: () =>
    exerciseView({
      detail: ready({ period: null, summary: { answered: 0, correct: 0, accuracy: null, spentSec: 0, subjects: [] }, items: [] }),
    }),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('还没有练习记录')).toBeVisible();
  },
};
export const ExerciseLoading: Story = { render: () => exerciseView({ detail: loading }) };
export const ExerciseLoadFailed: Story = {
  render: () => exerciseView({ detail: failed() }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '重新加载' })).toBeVisible();
  },
};

const lessons: LearningDetailData = {
  period: null,
  summary: {
    lessons: 2,
    finished: 1,
    watchedSec: 1800,
    averageProgress: 79,
    courses: [{ courseId: 3, courseTitle: '八年级数学《一次函数》专题精讲', lessons: 2, watchedSec: 1800 }],
  },
  items: [
    {
      classId: 31,
      classTitle: '2.1 一次函数的图像与性质：概念引入',
      courseId: 3,
      courseTitle: '八年级数学《一次函数》专题精讲',
      subjectName: '数学',
      watchedSec: 840,
      progress: 58,
      finished: false,
      lastStudiedAt: '2026-10-10T11:55:00.000Z',
    },
    {
      classId: 30,
      classTitle: '1.3 一次函数的定义',
      courseId: 3,
      courseTitle: '八年级数学《一次函数》专题精讲',
      subjectName: '数学',
      watchedSec: 960,
      progress: 100,
      finished: true,
      lastStudiedAt: '2026-10-08T12:30:00.000Z',
    },
  ],
};
const learningView = (props: Partial<Parameters<typeof LearningDetailView>[0]>) => (
  <LearningDetailView detail={ready(lessons)} view="list" onView={fn()} {...props} />
);
export const LearningDetail: Story = {
  render: () => learningView({}),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('全部记录')).toBeVisible();
    await expect(canvas.getByText('已学完')).toBeVisible();
    await expect(canvas.getByText('观看 14 分钟')).toBeVisible();
  },
};
export const LearningSummary: Story = {
  render: () => learningView({ view: 'summary' }),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('30 分钟')).toBeVisible();
    await expect(canvas.getByText('79%')).toBeVisible();
  },
};
export const LearningEmpty: Story = {
  render: () =>
    learningView({
      detail: ready({
        period: null,
        summary: { lessons: 0, finished: 0, watchedSec: 0, averageProgress: null, courses: [] },
        items: [],
      }),
    }),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('还没有学习记录')).toBeVisible();
  },
};
export const LearningLoading: Story = { render: () => learningView({ detail: loading }) };
export const LearningLoadFailed: Story = {
  render: () => learningView({ detail: failed() }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '重新加载' })).toBeVisible();
  },
};

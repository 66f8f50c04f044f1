import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { PaperFormValues } from '@contract/api/schemas/admin/papers';
import {
  consoleStyles,
  NO_EXERCISE_FILTER,
  NO_PAPER_FILTER,
  PaperForm,
  PaperQuestions,
  PaperResults,
  PaperTable,
  type ExerciseTableRow,
  type PaperQuestionsProps,
  type PaperTableRow,
} from '@/features/console';
import { inConsolePanel } from './consoleStory';

/**
 * The evaluation's test papers: the list in its states, the paper form (details, opening times, the printed
 * report's words), its questions while a draft and once published, the rules dialog, and the results.
 */
const meta = {
  title: 'Features/Console/Papers',
  tags: ['console'],
  decorators: inConsolePanel,
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const options = {
  categories: [
    { id: 1, name: '语文' },
    { id: 2, name: '数学' },
    { id: 4, name: '物理' },
  ],
  grades: [
    { id: 7, name: '初一' },
    { id: 8, name: '初二' },
    { id: 9, name: '初三' },
  ],
};

const rows: PaperTableRow[] = [
  {
    id: 12,
    code: 'tp-mh3k2a-9f1c2e',
    title: '初二数学期中诊断卷（一次函数）',
    categoryName: '数学',
    gradeName: '初二',
    state: 'draft',
    opensAt: null,
    closesAt: null,
    durationMin: 40,
    questionCount: 0,
    submittedCount: 0,
    updatedAt: '2026-12-04T08:10:00.000Z',
  },
  {
    id: 11,
    code: 'tp-mh2z9q-41b0aa',
    title: '初二物理《光现象》单元测',
    categoryName: '物理',
    gradeName: '初二',
    state: 'published',
    opensAt: '2026-12-01T00:00:00.000Z',
    closesAt: '2026-12-20T14:00:00.000Z',
    durationMin: 20,
    questionCount: 10,
    submittedCount: 128,
    updatedAt: '2026-12-01T02:00:00.000Z',
  },
  {
    id: 3,
    code: 'paper-junior-math',
    title: '初中数学阶段诊断卷（有理数至二次函数）',
    categoryName: '数学',
    gradeName: '初二',
    state: 'archived',
    opensAt: null,
    closesAt: null,
    durationMin: 30,
    questionCount: 12,
    submittedCount: 356,
    updatedAt: '2026-11-02T02:00:00.000Z',
  },
];

const tableProps = {
  pageSize: 20,
  filter: NO_PAPER_FILTER,
  options,
  onFilterChange: fn(),
  editPath: (id: number) => `/admin/papers/${id}`,
};

export const List: Story = {
  render: () => <PaperTable {...tableProps} list={{ state: 'ready', rows, total: rows.length }} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('共 3 份试卷')).toBeVisible();
    const published = canvas.getByTestId('paper-11');
    await expect(published).toHaveTextContent('已发布');
    await expect(published).toHaveTextContent('10 道 · 20 分钟');
  },
};

export const ListEmpty: Story = {
  render: () => <PaperTable {...tableProps} list={{ state: 'ready', rows: [], total: 0 }} />,
};

export const ListError: Story = {
  render: () => (
    <PaperTable {...tableProps} list={{ state: 'error', message: '网络连接失败，请稍后重试', onRetry: fn(), retrying: false }} />
  ),
};

const filled: PaperFormValues = {
  title: '初二数学期中诊断卷（一次函数）',
  categoryId: 2,
  gradeId: 8,
  durationMin: '40',
  totalScore: '100',
  description: '覆盖一次函数的图像与性质，建议 40 分钟内独立完成。',
  opensAt: '2026-12-10T08:00',
  closesAt: '2026-12-20T22:00',
  reportIntro: '家长您好：这份报告说明孩子在一次函数上的掌握情况，薄弱知识点附有推荐练习。',
  reportFooter: '学伴在线 · 初中数学教研组',
  reportAnswers: true,
};

const empty: PaperFormValues = {
  ...filled,
  title: '',
  categoryId: null,
  gradeId: null,
  description: '',
  opensAt: '',
  closesAt: '',
  reportIntro: '',
  reportFooter: '',
};

const formProps = {
  options,
  sat: false,
  readOnly: false,
  saving: false,
  error: null,
  notice: null,
  onSubmit: fn(),
};

const head = (title: string) => <h1 className={consoleStyles.pageTitle}>{title}</h1>;

export const FormNew: Story = {
  render: () => <PaperForm {...formProps} initial={empty} saved={false} head={head('新建试卷')} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '创建试卷' }));
    await expect(canvas.getByText('请填写试卷标题（不超过 60 字）')).toBeVisible();
    await expect(canvas.getByText('请选择学科')).toBeVisible();
  },
};

export const FormScheduleWrong: Story = {
  render: () => (
    <PaperForm
      {...formProps}
      initial={{ ...filled, opensAt: '2026-12-20T22:00', closesAt: '2026-12-10T08:00' }}
      saved
      head={head(filled.title)}
    />
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(canvas.getByText('截止时间应晚于开放时间')).toBeVisible();
  },
};

export const FormSat: Story = {
  render: () => <PaperForm {...formProps} initial={filled} saved sat notice="已保存。" head={head(filled.title)} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('学科')).toBeDisabled();
    await expect(canvas.getByText('已有学生作答，学科不能再改')).toBeVisible();
  },
};

const question = (id: number, difficulty: number, text: string, knowledgePoint: string): ExerciseTableRow => ({
  id,
  code: `ex-${id}`,
  kind: 'single',
  question: text,
  knowledgePoint,
  difficulty,
  categoryName: '数学',
  gradeName: '初二',
  lessonCount: 0,
  answered: false,
  updatedAt: '2026-12-01T02:00:00.000Z',
});

const chosen = [
  question(31, 1, '一次函数 y = 2x + 1 的图像经过第几象限？', '一次函数的图像'),
  question(32, 2, '若 y = kx + b 随 x 增大而减小，则 k 的取值范围是（　　）', '一次函数的性质'),
  question(33, 3, '直线 y = −x + 4 与坐标轴围成的三角形面积是（　　）', '一次函数与面积'),
];
const bank = [
  question(40, 1, '点 (2, 3) 关于 x 轴对称的点是（　　）', '平面直角坐标系'),
  question(41, 2, '函数 y = √(x − 1) 中自变量的取值范围是（　　）', '函数的概念'),
];

const questionsProps: PaperQuestionsProps = {
  list: { state: 'ready', rows: chosen, total: chosen.length },
  editable: true,
  fixedReason: null,
  busy: false,
  error: null,
  onQuestions: fn(),
  onAssemble: fn(),
  picker: {
    filter: { ...NO_EXERCISE_FILTER, categoryId: 2 },
    cleared: { ...NO_EXERCISE_FILTER, categoryId: 2 },
    onFilterChange: fn(),
    list: { state: 'ready', rows: bank, total: bank.length },
    pageSize: 8,
  },
  options,
};

export const QuestionsDraft: Story = {
  render: () => <PaperQuestions {...questionsProps} />,
  play: async ({ canvas, args }) => {
    void args;
    await expect(canvas.getByTestId('paper-questions').querySelectorAll('li')).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: '下移 1' }));
    await expect(questionsProps.onQuestions).toHaveBeenLastCalledWith([32, 31, 33]);
    await userEvent.click(canvas.getByRole('button', { name: '添加 ex-40' }));
    await expect(questionsProps.onQuestions).toHaveBeenLastCalledWith([31, 32, 33, 40]);
  },
};

export const QuestionsPublished: Story = {
  render: () => (
    <PaperQuestions {...questionsProps} editable={false} fixedReason="试卷已发布，题目不能再改；尚无人作答时可以先退回草稿。" />
  ),
};

export const AssembleRules: Story = {
  render: () => (
    <PaperQuestions {...questionsProps} error="题库中符合条件的较难题只有 1 道，少于要求的 2 道；请减少题数或放宽知识点" />
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '按规则组卷' }));
    const dialog = within(document.body).getByRole('dialog', { name: '按规则组卷' });
    await expect(dialog).toHaveTextContent('试卷现有的 3 道题将被替换');
    await expect(dialog).toHaveTextContent('较难题只有 1 道');
  },
};

export const Results: Story = {
  render: () => (
    <PaperResults
      data={{
        state: 'ready',
        results: {
          paperId: 11,
          title: '初二物理《光现象》单元测',
          totalScore: 100,
          started: 134,
          submitted: 128,
          averageScore: 72.4,
          highestScore: 100,
          lowestScore: 20,
          bands: [
            { label: '0–59%', count: 23 },
            { label: '60–69%', count: 19 },
            { label: '70–79%', count: 34 },
            { label: '80–89%', count: 31 },
            { label: '90–100%', count: 21 },
          ],
          questions: [
            { ...chosen[0]!, number: 1, answered: 128, correctRate: 91.4, discrimination: 0.18 },
            { ...chosen[1]!, number: 2, answered: 127, correctRate: 64.6, discrimination: 0.47 },
            { ...chosen[2]!, number: 3, answered: 121, correctRate: 38.8, discrimination: 0.33 },
          ],
        },
      }}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('72.4 / 100')).toBeVisible();
    const rows = canvas.getByTestId('paper-question-results').querySelectorAll('tbody tr');
    await expect(rows[0]).toHaveTextContent('需修改');
    await expect(rows[1]).toHaveTextContent('优');
  },
};

export const ResultsNone: Story = {
  render: () => (
    <PaperResults
      data={{
        state: 'ready',
        results: {
          paperId: 12,
          title: '初二数学期中诊断卷（一次函数）',
          totalScore: 100,
          started: 0,
          submitted: 0,
          averageScore: null,
          highestScore: null,
          lowestScore: null,
          bands: [],
          questions: chosen.map((row, index) => ({
            ...row,
            number: index + 1,
            answered: 0,
            correctRate: null,
            discrimination: null,
          })),
        },
      }}
    />
  ),
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { ExerciseFilter } from '@contract/api/schemas/admin/exercises';
import {
  consoleStyles,
  ExerciseForm,
  ExerciseTable,
  LessonExercises,
  type ExerciseFormFields,
  type ExerciseTableList,
  type ExerciseTableRow,
  type LessonExercisesProps,
} from '@/features/console';
import { openedDialog } from '../../support/openedDialog';
import { inConsolePanel } from './consoleStory';

/**
 * The question bank in each of its states (content, loading, empty, error, read-only), the question form of
 * each kind, and a lesson's exercises dialog opened from the course outline.
 */
const meta = {
  title: 'Features/Console/Exercises',
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
    { id: 3, name: '英语' },
    { id: 4, name: '物理' },
  ],
  grades: [
    { id: 7, name: '初一' },
    { id: 8, name: '初二' },
    { id: 9, name: '初三' },
    { id: 10, name: '高一' },
  ],
};

const rows: ExerciseTableRow[] = [
  {
    id: 64,
    code: 'ex-mh3k2a-9f1c2e',
    kind: 'fill',
    question: '3 的相反数是 ____，|−5| = ____。',
    knowledgePoint: '相反数与绝对值',
    difficulty: 1,
    categoryName: '数学',
    gradeName: '初一',
    lessonCount: 0,
    answered: false,
    updatedAt: '2026-12-03T09:41:00.000Z',
  },
  {
    id: 63,
    code: 'ex-m01',
    kind: 'multiple',
    question: '关于一次函数 y = −2x + 3，下列说法正确的有（　　）。（多选）',
    knowledgePoint: '一次函数的图像与性质',
    difficulty: 2,
    categoryName: '数学',
    gradeName: '初二',
    lessonCount: 2,
    answered: true,
    updatedAt: '2026-12-01T03:20:00.000Z',
  },
  {
    id: 12,
    code: 'ex-012',
    kind: 'single',
    question:
      '如图，在平面直角坐标系中，点 A 的坐标为 (2, 3)，将点 A 向左平移 4 个单位长度、再向下平移 5 个单位长度得到点 B，则点 B 所在的象限是（　　）',
    knowledgePoint: '平面直角坐标系',
    difficulty: 3,
    categoryName: '数学',
    gradeName: '初二',
    lessonCount: 5,
    answered: true,
    updatedAt: '2026-11-28T08:05:00.000Z',
  },
  {
    id: 9,
    code: 'ex-009',
    kind: 'single',
    question: 'Which word is different from the others?',
    knowledgePoint: '词汇辨析',
    difficulty: 1,
    categoryName: '英语',
    gradeName: null,
    lessonCount: 1,
    answered: false,
    updatedAt: '2026-11-20T02:00:00.000Z',
  },
];

const filter: ExerciseFilter = { q: '', categoryId: null, gradeId: null, kind: '', difficulty: '', page: 1 };
const editPath = (id: number) => `/admin/exercises/${id}`;
const ready: ExerciseTableList = { state: 'ready', rows, total: 64 };
const onFilterChange = fn();

export const List: Story = {
  render: () => (
    <ExerciseTable
      list={ready}
      pageSize={20}
      filter={filter}
      options={options}
      onFilterChange={onFilterChange}
      editPath={editPath}
      canWrite
    />
  ),
  play: async ({ canvas }) => {
    const answered = within(canvas.getByTestId('exercise-63'));
    await expect(answered.getByText('多选题')).toBeVisible();
    await expect(answered.getByText('已有作答')).toBeVisible();
    await expect(answered.getByText('2 个课时')).toBeVisible();
    await expect(answered.getByRole('link', { name: '编辑 ex-m01' })).toHaveAttribute('href', '/admin/exercises/63');
    await expect(canvas.getByText('共 64 道题')).toBeVisible();
    await userEvent.selectOptions(canvas.getByLabelText('题型'), 'fill');
    await expect(onFilterChange).toHaveBeenLastCalledWith({ ...filter, kind: 'fill' });
    await userEvent.selectOptions(canvas.getByLabelText('难度'), '3');
    await expect(onFilterChange).toHaveBeenLastCalledWith({ ...filter, difficulty: '3' });
    await userEvent.type(canvas.getByLabelText('搜索题干、编号或知识点'), ' 一次函数 ');
    await userEvent.click(canvas.getByRole('button', { name: '搜索' }));
    await expect(onFilterChange).toHaveBeenLastCalledWith({ ...filter, q: '一次函数' });
  },
};

export const ListReadOnly: Story = {
  render: () => (
    <ExerciseTable
      list={ready}
      pageSize={20}
      filter={filter}
      options={options}
      onFilterChange={fn()}
      editPath={editPath}
      canWrite={false}
    />
  ),
  play: async ({ canvas }) => {
    await expect(within(canvas.getByTestId('exercise-64')).getByRole('link', { name: '查看 ex-mh3k2a-9f1c2e' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /^编辑/ })).toBeNull();
  },
};

export const ListLoading: Story = {
  render: () => (
    <ExerciseTable
      list={{ state: 'loading' }}
      pageSize={20}
      filter={filter}
      options={options}
      onFilterChange={fn()}
      editPath={editPath}
      canWrite
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('加载中…')).toBeVisible();
    await expect(canvas.getByLabelText('学科')).toBeEnabled();
  },
};

const onClear = fn();

export const ListFilteredEmpty: Story = {
  render: () => (
    <ExerciseTable
      list={{ state: 'ready', rows: [], total: 0 }}
      pageSize={20}
      filter={{ ...filter, q: '勾股定理', categoryId: 4, kind: 'fill' }}
      options={options}
      onFilterChange={onClear}
      editPath={editPath}
      canWrite
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('没有符合条件的题目。')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '清除筛选' }));
    await expect(onClear).toHaveBeenCalledWith(filter);
  },
};

export const ListEmpty: Story = {
  render: () => (
    <ExerciseTable
      list={{ state: 'ready', rows: [], total: 0 }}
      pageSize={20}
      filter={filter}
      options={options}
      onFilterChange={fn()}
      editPath={editPath}
      canWrite
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('题库里还没有题目，点「新建题目」添加第一道。')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '清除筛选' })).toBeNull();
  },
};

const onRetry = fn();

export const ListError: Story = {
  render: () => (
    <ExerciseTable
      list={{ state: 'error', message: '网络连接失败，请检查网络后重试', onRetry, retrying: false }}
      pageSize={20}
      filter={filter}
      options={options}
      onFilterChange={fn()}
      editPath={editPath}
      canWrite
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('网络连接失败，请检查网络后重试')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '重新加载' }));
    await expect(onRetry).toHaveBeenCalled();
  },
};

const empty: ExerciseFormFields = {
  kind: 'single',
  question: '',
  options: ['', '', '', ''],
  answer: [],
  blanks: [],
  analysis: '',
  knowledgePoint: '',
  difficulty: '1',
  categoryId: null,
  gradeId: null,
};

const multiple: ExerciseFormFields = {
  kind: 'multiple',
  question: '关于一次函数 y = −2x + 3，下列说法正确的有（　　）。（多选）',
  options: ['y 随 x 的增大而减小', '图像经过第一、二、四象限', '图像与 y 轴交于点 (0, 3)', '图像经过原点'],
  answer: ['A', 'B', 'C'],
  blanks: [],
  analysis: 'k=−2<0，y 随 x 增大而减小；b=3>0，图像经过第一、二、四象限，与 y 轴交于 (0, 3)；b≠0，不经过原点。',
  knowledgePoint: '一次函数的图像与性质',
  difficulty: '2',
  categoryId: 2,
  gradeId: 8,
};

const fill: ExerciseFormFields = {
  kind: 'fill',
  question: '一切物体在没有受到力的作用时，总保持____状态或____状态。',
  options: ['', '', '', ''],
  answer: [],
  blanks: [['静止'], ['匀速直线运动', '匀速直线']],
  analysis: '牛顿第一定律：一切物体在没有受到力的作用时，总保持静止状态或匀速直线运动状态。',
  knowledgePoint: '惯性',
  difficulty: '1',
  categoryId: 4,
  gradeId: 8,
};

function head(saved: boolean) {
  if (!saved) return <h1 className={consoleStyles.pageTitle}>新建题目</h1>;
  return (
    <>
      <h1 className={consoleStyles.pageTitle}>编辑题目</h1>
      <span className={consoleStyles.muted}>编号 ex-m01 · 版本 3 · 2026-12-01 11:20 修改 · 用在 2 个课时</span>
    </>
  );
}

const formProps = {
  options,
  locked: false,
  readOnly: false,
  saving: false,
  error: null,
  notice: null,
  onSubmit: fn(),
};

export const FormNew: Story = {
  render: () => <ExerciseForm {...formProps} initial={empty} saved={false} head={head(false)} />,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('radio', { name: /^正确答案/ })).toHaveLength(4);
    await expect(canvas.getByText('填写 A–D 四个选项，勾选唯一的正确答案')).toBeVisible();
  },
};

export const FormErrors: Story = {
  render: () => <ExerciseForm {...formProps} initial={{ ...empty, kind: 'multiple' }} saved={false} head={head(false)} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '保存题目' }));
    await expect(canvas.getByText('请填写题干（不超过 1000 字）')).toBeVisible();
    await expect(canvas.getByText('请填写 A、B、C、D 四个选项（每个不超过 200 字）')).toBeVisible();
    await expect(canvas.getByText('请选择学科')).toBeVisible();
  },
};

export const FormMultiple: Story = {
  render: () => <ExerciseForm {...formProps} initial={multiple} saved head={head(true)} notice="已保存" />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: '正确答案 C' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: '正确答案 D' })).not.toBeChecked();
  },
};

export const FormFill: Story = {
  render: () => <ExerciseForm {...formProps} initial={fill} saved head={head(true)} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('第 2 空')).toHaveValue('匀速直线运动\n匀速直线');
    await userEvent.click(canvas.getByRole('button', { name: '插入一个空' }));
    await expect(canvas.getByLabelText('第 3 空')).toBeVisible();
  },
};

/** A question with formulas and a picture: the preview draws them as students will see them. */
const withFormula: ExerciseFormFields = {
  ...multiple,
  kind: 'single',
  question:
    '如图，一次函数 $y=kx+b$ 的图像经过点 $(0,3)$ 与 $(1.5,0)$，则 $k$ 的值是（　　）。![一次函数 y = −2x + 3 的图像，过点 (0, 3) 与 (1.5, 0) 的直线](/assets/questions/linear-function.svg)',
  options: ['$-2$', '$2$', '$-\\frac{1}{2}$', '$\\frac{3}{2}$'],
  answer: ['A'],
  analysis: '把两点代入：$$k=\\frac{0-3}{1.5-0}=-2$$',
};

export const FormFormulaPreview: Story = {
  render: () => <ExerciseForm {...formProps} initial={withFormula} saved head={head(true)} />,
  play: async ({ canvas }) => {
    const preview = canvas.getByRole('region', { name: '学生看到的样子' });
    await expect(preview.querySelector('img')).toHaveAttribute('alt', expect.stringContaining('一次函数'));
    await waitFor(() => expect(preview.querySelectorAll('.katex')).toHaveLength(8));
  },
};

export const FormFormulaErrors: Story = {
  render: () => (
    <ExerciseForm
      {...formProps}
      initial={{
        ...withFormula,
        question: '一次函数 $y=kx+b 的图像经过点 (0, 3)，则 b 的值是（　　）。',
        options: ['3', '![三](https://example.com/3.png)', '0', '1'],
      }}
      saved
      head={head(true)}
    />
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(canvas.getByText('公式的 $ 没有成对：公式写在两个 $ 之间，要写美元符号请用 \\$')).toBeVisible();
    await expect(canvas.getByText(/图片只能用本站的图片地址/)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: '选项 B' })).toHaveAttribute('aria-invalid', 'true');
  },
};

export const FormAnswered: Story = {
  render: () => <ExerciseForm {...formProps} initial={multiple} saved locked head={head(true)} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/已有学生作答过这道题/)).toBeVisible();
    await expect(canvas.getByRole('radio', { name: '填空题' })).toBeDisabled();
    await expect(canvas.getByRole('checkbox', { name: '正确答案 A' })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: '选项 A' })).toBeEnabled();
  },
};

const onReload = fn();

export const FormConflict: Story = {
  render: () => (
    <ExerciseForm
      {...formProps}
      initial={multiple}
      saved
      head={head(true)}
      error="这道题已被他人修改，请刷新后再改"
      onReload={onReload}
    />
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '载入最新版本' }));
    await expect(onReload).toHaveBeenCalled();
  },
};

export const FormReadOnly: Story = {
  render: () => <ExerciseForm {...formProps} initial={fill} saved readOnly head={head(true)} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('你的角色只能查看题库，不能修改。')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '保存' })).toBeNull();
  },
};

const pickerFilter: ExerciseFilter = { ...filter, categoryId: 2 };
const onEdit = fn();

const dialogProps: LessonExercisesProps = {
  lessonTitle: '一次函数的图像',
  count: 2,
  open: true,
  onOpenChange: fn(),
  list: { state: 'ready', rows: [rows[1]!, rows[2]!], total: 2 },
  readOnly: false,
  busy: false,
  error: null,
  onEdit,
  picker: {
    filter: pickerFilter,
    cleared: pickerFilter,
    onFilterChange: fn(),
    list: { state: 'ready', rows: [rows[0]!, { ...rows[3]!, categoryName: '数学', id: 8, code: 'ex-008' }], total: 2 },
    pageSize: 8,
  },
  options,
};

/** The dialog is drawn over the page, outside the panel: the stories look at the whole document. */
const page = (root: HTMLElement) => within(root.ownerDocument.body);

export const LessonDialog: Story = {
  render: () => <LessonExercises {...dialogProps} />,
  play: async ({ canvasElement }) => {
    const dialog = within(await openedDialog(canvasElement));
    await expect(dialog.getByRole('heading', { name: '「一次函数的图像」的练习' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: '上移 1' })).toBeDisabled();
    await userEvent.click(dialog.getByRole('button', { name: '上移 2' }));
    await expect(onEdit).toHaveBeenLastCalledWith({ kind: 'order', exerciseIds: [12, 63] });
    await userEvent.click(dialog.getByRole('button', { name: '添加 ex-mh3k2a-9f1c2e' }));
    await expect(onEdit).toHaveBeenLastCalledWith({ kind: 'add', exerciseId: 64 });
    await userEvent.click(dialog.getByRole('button', { name: '移除 1' }));
    await expect(onEdit).toHaveBeenLastCalledWith({ kind: 'remove', exerciseId: 63 });
  },
};

export const LessonDialogEmpty: Story = {
  render: () => (
    <LessonExercises
      {...dialogProps}
      count={0}
      list={{ state: 'ready', rows: [], total: 0 }}
      picker={{ ...dialogProps.picker, list: { state: 'ready', rows: [], total: 0 } }}
    />
  ),
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await expect(await body.findByText('这一课时还没有练习题。')).toBeVisible();
    await expect(body.getByText('没有可添加的题目：换个学科或关键词试试。')).toBeVisible();
  },
};

export const LessonDialogLoading: Story = {
  render: () => (
    <LessonExercises
      {...dialogProps}
      list={{ state: 'loading' }}
      picker={{ ...dialogProps.picker, list: { state: 'loading' } }}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect((await page(canvasElement).findAllByText('加载中…')).length).toBe(2);
  },
};

export const LessonDialogError: Story = {
  render: () => (
    <LessonExercises
      {...dialogProps}
      error="这道题已在本课时的练习中"
      list={{ state: 'error', message: '网络连接失败，请检查网络后重试', onRetry: fn(), retrying: false }}
    />
  ),
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await expect(await body.findByText('这道题已在本课时的练习中')).toBeVisible();
    await expect(body.getByText('网络连接失败，请检查网络后重试')).toBeVisible();
  },
};

export const LessonDialogReadOnly: Story = {
  render: () => <LessonExercises {...dialogProps} readOnly />,
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await expect(await body.findByText('你的角色只能查看练习，不能修改。')).toBeVisible();
    await expect(body.queryByRole('button', { name: /^(上移|下移|移除|添加)/ })).toBeNull();
    await expect(body.queryByText('从题库添加')).toBeNull();
  },
};

/** The button in the lesson's row of the course outline, before it is opened. */
export const LessonButton: Story = {
  render: () => <LessonExercises {...dialogProps} open={false} list={{ state: 'loading' }} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '「一次函数的图像」的练习，2 道' })).toHaveTextContent('练习 2');
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { CourseFilter, CourseFormValues } from '@contract/api/schemas/admin/courses';
import { consoleStyles, CourseForm, CourseTable } from '@/features/console';
import { inConsolePanel } from './consoleStory';
import { sampleCourses, sampleOptions } from './samples';

/** The course list with its filters and status moves, and the course form (new, draft, published, read-only). */
const meta = {
  title: 'Features/Console/Courses',
  tags: ['console'],
  decorators: inConsolePanel,
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const filter: CourseFilter = { q: '', stage: '', gradeId: null, categoryId: null, status: '', sort: 'updated', page: 1 };
const editPath = (id: number) => `/admin/courses/${id}`;
const onFilterChange = fn();
const onMove = fn();

export const List: Story = {
  render: () => (
    <CourseTable
      rows={sampleCourses}
      total={43}
      pageSize={20}
      filter={filter}
      options={sampleOptions}
      onFilterChange={onFilterChange}
      editPath={editPath}
      onMove={onMove}
      busyId={null}
    />
  ),
  play: async ({ canvas }) => {
    const published = within(canvas.getByTestId('course-12'));
    await userEvent.click(published.getByRole('button', { name: '下架' }));
    await expect(onMove).toHaveBeenCalledWith(expect.objectContaining({ id: 12 }), 'withdrawn');
    await expect(within(canvas.getByTestId('course-77')).getByRole('button', { name: '发布' })).toBeVisible();
    await userEvent.selectOptions(canvas.getByLabelText('学段'), 'junior');
    await expect(onFilterChange).toHaveBeenLastCalledWith({ ...filter, stage: 'junior' });
    // The server's order shows on the column it follows; choosing another goes back to the server.
    await expect(canvas.getByRole('columnheader', { name: '修改时间' })).toHaveAttribute('aria-sort', 'descending');
    await expect(canvas.getByRole('columnheader', { name: '售价' })).toHaveAttribute('aria-sort', 'none');
    await expect(canvas.getByRole('columnheader', { name: '状态' })).not.toHaveAttribute('aria-sort');
    await userEvent.selectOptions(canvas.getByLabelText('排序'), 'price');
    await expect(onFilterChange).toHaveBeenLastCalledWith({ ...filter, sort: 'price' });
    await userEvent.selectOptions(canvas.getByLabelText('排序'), 'shelf');
    await expect(onFilterChange).toHaveBeenLastCalledWith({ ...filter, sort: 'shelf' });
    await userEvent.type(canvas.getByLabelText('搜索标题或编号'), '函数');
    await userEvent.click(canvas.getByRole('button', { name: '搜索' }));
    await expect(onFilterChange).toHaveBeenLastCalledWith({ ...filter, q: '函数' });
  },
};

export const ListFiltered: Story = {
  render: () => (
    <CourseTable
      rows={sampleCourses.slice(0, 2)}
      total={2}
      pageSize={20}
      filter={{ ...filter, stage: 'junior', categoryId: 2, sort: 'price' }}
      options={sampleOptions}
      onFilterChange={fn()}
      editPath={editPath}
      onMove={fn()}
      busyId={77}
    />
  ),
};

const onShelfSwap = fn();

/** In shelf order, a writer moves a course up or down among its neighbours; the ends of the page stop. */
export const ListShelfOrder: Story = {
  render: () => (
    <CourseTable
      rows={sampleCourses}
      total={sampleCourses.length}
      pageSize={20}
      filter={{ ...filter, sort: 'shelf' }}
      options={sampleOptions}
      onFilterChange={fn()}
      editPath={editPath}
      onMove={fn()}
      busyId={null}
      onShelfSwap={onShelfSwap}
    />
  ),
  play: async ({ canvas }) => {
    const [first, second] = sampleCourses;
    await expect(canvas.getByRole('button', { name: `在货架上前移 ${first!.title}` })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: `在货架上前移 ${second!.title}` }));
    await expect(onShelfSwap).toHaveBeenCalledWith(
      expect.objectContaining({ id: second!.id }),
      expect.objectContaining({ id: first!.id }),
    );
    const last = sampleCourses.at(-1)!;
    await expect(canvas.getByRole('button', { name: `在货架上后移 ${last.title}` })).toBeDisabled();
  },
};

export const ListReadOnly: Story = {
  render: () => (
    <CourseTable
      rows={sampleCourses}
      total={3}
      pageSize={20}
      filter={filter}
      options={sampleOptions}
      onFilterChange={fn()}
      editPath={editPath}
      onMove={null}
      busyId={null}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: '下架' })).toBeNull();
    await expect(canvas.getAllByRole('link', { name: '查看' })).toHaveLength(3);
  },
};

export const ListEmpty: Story = {
  render: () => (
    <CourseTable
      rows={[]}
      total={0}
      pageSize={20}
      filter={{ ...filter, q: '不存在的课程' }}
      options={sampleOptions}
      onFilterChange={fn()}
      editPath={editPath}
      onMove={fn()}
      busyId={null}
    />
  ),
};

const empty: CourseFormValues = {
  title: '',
  subtitle: '',
  categoryId: 0,
  gradeId: null,
  teacherName: '',
  teacherIntro: '',
  price: '',
  originalPrice: '',
  isFree: false,
  isHeadline: false,
  hasMaterials: false,
  coverUrl: '',
  saleStartsAt: '',
  saleEndsAt: '',
};
const draft: CourseFormValues = {
  title: '初二数学·函数专题课',
  subtitle: '一次函数到反比例函数，12 讲',
  categoryId: 2,
  gradeId: 8,
  teacherName: '李明',
  teacherIntro: '北京市骨干教师，教龄 15 年。',
  price: '199.00',
  originalPrice: '299.00',
  isFree: false,
  isHeadline: false,
  hasMaterials: true,
  coverUrl: '/assets/covers/math-g8-01.webp',
  saleStartsAt: '2027-01-08T10:00',
  saleEndsAt: '',
};
const head = <h1 className={consoleStyles.pageTitle}>编辑课程</h1>;
const onSubmit = fn();

export const FormNew: Story = {
  render: () => (
    <CourseForm
      initial={empty}
      options={sampleOptions}
      status={null}
      buyerCount={0}
      readOnly={false}
      saving={false}
      error={null}
      notice={null}
      onSubmit={onSubmit}
      onMove={fn()}
      onUploadCover={async () => '/assets/covers/math-g8-01.webp'}
      head={<h1 className={consoleStyles.pageTitle}>新建课程</h1>}
    />
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '创建草稿' }));
    await expect(canvas.getByText('请填写课程标题（不超过 60 个字）')).toBeVisible();
    await expect(canvas.getByText('请输入不超过 999999.99 的金额，最多两位小数')).toBeVisible();
    await expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByLabelText('课程标题'), '初一英语 · 语法精讲');
    await userEvent.selectOptions(canvas.getByLabelText('学科'), '3');
    await userEvent.type(canvas.getByLabelText('售价（元）'), '99.5');
    await userEvent.type(canvas.getByLabelText('划线价（元）'), '59');
    await userEvent.click(canvas.getByRole('button', { name: '创建草稿' }));
    await expect(canvas.getByText('划线价应不低于售价')).toBeVisible();
    await userEvent.clear(canvas.getByLabelText('划线价（元）'));
    await userEvent.click(canvas.getByRole('button', { name: '创建草稿' }));
    await expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ title: '初一英语 · 语法精讲', categoryId: 3, price: '99.5', originalPrice: '0' }),
    );
  },
};

export const FormDraft: Story = {
  render: () => (
    <CourseForm
      initial={draft}
      options={sampleOptions}
      status="draft"
      buyerCount={0}
      readOnly={false}
      saving={false}
      error={null}
      notice="已创建草稿，发布后家长才能看到"
      onSubmit={fn()}
      onMove={fn()}
      onUploadCover={async () => '/assets/covers/math-g8-01.webp'}
      head={head}
    />
  ),
};

export const FormWithdrawnWithBuyers: Story = {
  render: () => (
    <CourseForm
      initial={draft}
      options={sampleOptions}
      status="withdrawn"
      buyerCount={12}
      readOnly={false}
      saving={false}
      error="这门课程已被他人修改，请刷新后再改"
      notice={null}
      onSubmit={fn()}
      onMove={fn()}
      onUploadCover={async () => '/assets/covers/math-g8-01.webp'}
      head={head}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '发布' })).toBeVisible();
    // A course with buyers never returns to a draft.
    await expect(canvas.queryByRole('button', { name: '退回草稿' })).toBeNull();
  },
};

export const FormReadOnly: Story = {
  render: () => (
    <CourseForm
      initial={draft}
      options={sampleOptions}
      status="published"
      buyerCount={3}
      readOnly
      saving={false}
      error={null}
      notice={null}
      onSubmit={fn()}
      onMove={fn()}
      onUploadCover={async () => '/assets/covers/math-g8-01.webp'}
      head={head}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('课程标题')).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: '保存' })).toBeNull();
  },
};

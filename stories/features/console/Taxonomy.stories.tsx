import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { failed, loading, ready } from '@/components/Loadable';
import { TaxonomyEditor, type TaxonomyData, type TaxonomySubject } from '@/features/console';
import { openedDialog } from '../../support/openedDialog';
import { inConsolePanel } from './consoleStory';

/** The grades and subjects page: loading, empty, failed, full, read-only, and each of its dialogs. */
const meta = {
  title: 'Features/Console/Taxonomy',
  tags: ['console'],
  decorators: inConsolePanel,
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const done = fn(async () => undefined);

const subject = (
  id: number,
  code: string,
  name: string,
  colours: [string, string],
  stages: TaxonomySubject['stages'],
  uses: [number, number, number, number?],
): TaxonomySubject => ({
  id,
  code,
  name,
  stages,
  colorStart: colours[0],
  colorEnd: colours[1],
  version: id === 2 ? 3 : 1,
  updatedAt: '2026-11-28T08:30:00.000Z',
  courseCount: uses[0],
  tutorCount: uses[1],
  questionCount: uses[2],
  paperCount: uses[3] ?? 0,
});

const ALL = ['primary', 'junior', 'senior'] as const;
const UPPER = ['junior', 'senior'] as const;

const grades = (names: string[], firstLevel: number, firstId: number) =>
  names.map((name, index) => ({ id: firstId + index, name, level: firstLevel + index, version: 1 }));

const taxonomy: TaxonomyData = {
  subjects: [
    subject(1, 'chinese', '语文', ['#E8505B', '#F9A26C'], ALL, [14, 3, 120, 2]),
    subject(2, 'math', '数学', ['#2F6BFF', '#5FC3FF'], ALL, [18, 4, 168, 3]),
    subject(3, 'english', '英语', ['#7B5CFA', '#C17BFF'], ALL, [12, 3, 96, 2]),
    subject(4, 'physics', '物理', ['#0E8C9A', '#3CD3C1'], UPPER, [8, 2, 64, 1]),
    subject(5, 'chemistry', '化学', ['#E0731F', '#FFC24B'], UPPER, [6, 1, 48]),
    subject(6, 'biology', '生物', ['#2E9E4F', '#9BDB5A'], UPPER, [3, 1, 20]),
    subject(11, 'coding', '编程', ['#1b2b5e', '#3f7cf2'], ['junior'], [0, 0, 0]),
  ],
  groups: [
    { id: 1, name: '小学', version: 1, grades: grades(['一年级', '二年级', '三年级', '四年级', '五年级', '六年级'], 1, 1) },
    { id: 2, name: '初中', version: 2, grades: grades(['初一', '初二', '初三'], 7, 7) },
    { id: 3, name: '高中', version: 1, grades: grades(['高一', '高二', '高三'], 10, 10) },
  ],
};

const props = {
  canWrite: true,
  onSaveSubject: done,
  onReorderSubjects: done,
  onDeleteSubject: done,
  onRenameGrade: done,
  onRenameGroup: done,
  onReorderGrades: done,
};

export const Content: Story = { render: () => <TaxonomyEditor taxonomy={ready(taxonomy)} {...props} /> };
export const ReadOnly: Story = {
  render: () => <TaxonomyEditor taxonomy={ready(taxonomy)} {...props} canWrite={false} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: '新增学科' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: '编辑' })).toBeNull();
  },
};
export const Loading: Story = { render: () => <TaxonomyEditor taxonomy={loading} {...props} /> };
export const Empty: Story = { render: () => <TaxonomyEditor taxonomy={ready({ subjects: [], groups: [] })} {...props} /> };
export const LoadError: Story = { render: () => <TaxonomyEditor taxonomy={failed()} {...props} /> };

export const EditSubject: Story = {
  render: () => <TaxonomyEditor taxonomy={ready(taxonomy)} {...props} initialEditing={2} />,
};

export const NewSubjectErrors: Story = {
  render: () => <TaxonomyEditor taxonomy={ready(taxonomy)} {...props} initialEditing="new" />,
  play: async ({ canvasElement }) => {
    const dialog = within(await openedDialog(canvasElement));
    await userEvent.type(dialog.getByRole('textbox', { name: /代码/ }), 'Coding2');
    await userEvent.clear(dialog.getByRole('textbox', { name: '渐变结束色' }));
    await userEvent.type(dialog.getByRole('textbox', { name: '渐变结束色' }), '#12');
    await userEvent.click(dialog.getByRole('button', { name: '保存' }));
    await expect(await dialog.findByText('请填写名称（不超过 12 个字）')).toBeVisible();
    await expect(dialog.getByText('请填写代码：小写英文字母，不超过 20 个')).toBeVisible();
    await expect(dialog.getByText('请至少选择一个学段')).toBeVisible();
    await expect(dialog.getByText('请填写 #rrggbb 形式的颜色')).toBeVisible();
    await expect(done).not.toHaveBeenCalled();
  },
};

export const SaveConflict: Story = {
  render: () => (
    <TaxonomyEditor
      taxonomy={ready(taxonomy)}
      {...props}
      onSaveSubject={fn(async () => {
        throw new Error('这个学科已被他人修改，请刷新后再改');
      })}
      initialEditing={2}
    />
  ),
  play: async ({ canvasElement }) => {
    const dialog = within(await openedDialog(canvasElement));
    await userEvent.click(dialog.getByRole('button', { name: '保存' }));
    await expect(await dialog.findByText('这个学科已被他人修改，请刷新后再改')).toBeVisible();
  },
};

export const DeleteRefused: Story = {
  render: () => (
    <TaxonomyEditor
      taxonomy={ready(taxonomy)}
      {...props}
      onDeleteSubject={fn(async () => {
        throw new Error('学科「物理」仍被 8 门课程、2 位学霸导师、64 道题目、1 份试卷使用，不能删除');
      })}
      initialDeleting={4}
    />
  ),
  play: async ({ canvasElement }) => {
    const dialog = within(await openedDialog(canvasElement));
    await userEvent.click(dialog.getByRole('button', { name: '删除' }));
    await expect(
      await within(canvasElement).findByText('学科「物理」仍被 8 门课程、2 位学霸导师、64 道题目、1 份试卷使用，不能删除'),
    ).toBeVisible();
  },
};

export const RenameGrade: Story = {
  render: () => (
    <TaxonomyEditor taxonomy={ready(taxonomy)} {...props} initialRenaming={{ kind: 'grade', id: 8, name: '初二', version: 1 }} />
  ),
};

export const RenameGroupTaken: Story = {
  render: () => (
    <TaxonomyEditor
      taxonomy={ready(taxonomy)}
      {...props}
      onRenameGroup={fn(async () => {
        throw new Error('参数 name：已有学段使用这个名称');
      })}
      initialRenaming={{ kind: 'group', id: 2, name: '初中', version: 2 }}
    />
  ),
  play: async ({ canvasElement }) => {
    const dialog = within(await openedDialog(canvasElement));
    const name = dialog.getByRole('textbox', { name: '名称' });
    await userEvent.clear(name);
    await userEvent.type(name, '高中');
    await userEvent.click(dialog.getByRole('button', { name: '保存' }));
    await expect(await dialog.findByText('参数 name：已有学段使用这个名称')).toBeVisible();
  },
};

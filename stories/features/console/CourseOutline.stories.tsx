import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { CourseOutline } from '@/features/console';
import { inConsolePanel } from './consoleStory';
import { sampleOutline } from './samples';

/** A course's outline: chapters and lessons added, renamed, ordered by dragging or the up and down buttons. */
const meta = {
  title: 'Features/Console/CourseOutline',
  component: CourseOutline,
  tags: ['console'],
  decorators: inConsolePanel,
  parameters: { layout: 'fullscreen' },
  args: { chapters: sampleOutline, readOnly: false, busy: false, error: null, onEdit: fn() },
} satisfies Meta<typeof CourseOutline>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Outline: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '下移 函数的概念' }));
    await expect(args.onEdit).toHaveBeenLastCalledWith({ kind: 'orderLessons', chapterId: 1, lessonIds: [12, 11] });
    await userEvent.click(canvas.getByRole('button', { name: '上移 第二章 反比例函数' }));
    await expect(args.onEdit).toHaveBeenLastCalledWith({ kind: 'orderChapters', chapterIds: [2, 1, 3] });
    // A chapter with lessons cannot be deleted; an empty one can.
    await expect(canvas.getByRole('button', { name: '删除 第一章 一次函数' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: '删除 第三章 综合复习' }));
    await expect(args.onEdit).toHaveBeenLastCalledWith({ kind: 'deleteChapter', chapterId: 3 });
    await userEvent.type(canvas.getByLabelText('新课时名称（第三章 综合复习）'), '期末复习{Enter}');
    await expect(args.onEdit).toHaveBeenLastCalledWith({ kind: 'addLesson', chapterId: 3, title: '期末复习', isTrial: false });
  },
};

export const Renaming: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getAllByRole('button', { name: '改名' })[0]!);
    const input = canvas.getByLabelText('章节名称');
    await userEvent.clear(input);
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(input, '第一章 函数初步');
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(args.onEdit).toHaveBeenLastCalledWith({ kind: 'renameChapter', chapterId: 1, title: '第一章 函数初步' });
  },
};

export const Refused: Story = { args: { error: '已有学员学习过这一课时，不能删除；可以改名或调整顺序' } };
export const Empty: Story = { args: { chapters: [] } };
export const ReadOnly: Story = {
  args: { readOnly: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: '添加章节' })).toBeNull();
    await expect(canvas.queryAllByRole('button', { name: '改名' })).toHaveLength(0);
  },
};

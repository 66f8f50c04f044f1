import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { CollectButton, collectButtonSizes } from '@/features/collection/CollectButton';

const meta = {
  title: 'Features/Collection/CollectButton',
  component: CollectButton,
  args: { collected: false, pending: false, size: 'md', onClick: fn(), subject: '课程' },
  argTypes: { size: { control: 'inline-radio', options: collectButtonSizes } },
} satisfies Meta<typeof CollectButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: '收藏 课程' });
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};
export const Playground: Story = {};
export const Collected: Story = {
  args: { collected: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '已收藏 课程' })).toHaveAttribute('aria-pressed', 'true');
  },
};
export const Pending: Story = {
  args: { collected: true, pending: true },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button'));
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};
export const Small: Story = { args: { size: 'sm' } };

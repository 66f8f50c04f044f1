import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '@/components/Button';
import { EmptyState, emptyStateSizes } from '@/components/EmptyState';

const meta = {
  title: 'Components/EmptyState',
  component: EmptyState,
  argTypes: {
    size: { control: 'inline-radio', options: emptyStateSizes },
    title: { control: 'text' },
    description: { control: 'text' },
    action: { control: false },
  },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂无可查询的内容')).toBeVisible();
  },
};

export const Playground: Story = {
  args: { title: '暂无收藏的课程', description: '去课程中心看看，收藏感兴趣的课程吧', size: 'md' },
};

export const Small: Story = { args: { size: 'sm', title: '暂无消息' } };

export const WithDescription: Story = {
  args: { title: '没有找到“初二物理”相关课程', description: '换个关键词试试，例如“初二 物理 同步”' },
};

const browse = fn();

export const WithAction: Story = {
  args: {
    title: '暂无订单',
    description: '购买课程后，订单会显示在这里',
    action: <Button onClick={browse}>去选课</Button>,
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '去选课' }));
    await expect(browse).toHaveBeenCalled();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '@/components/Button';
import { Notice, noticeTones } from '@/components/Notice';

const meta = {
  title: 'Components/Notice',
  component: Notice,
  args: { tone: 'error', title: '系统提示', message: '请求超时，请检查网络后重试' },
  argTypes: {
    tone: { control: 'inline-radio', options: noticeTones },
    message: { control: 'text' },
    title: { control: 'text' },
    action: { control: false },
  },
} satisfies Meta<typeof Notice>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('请求超时，请检查网络后重试');
  },
};

export const Playground: Story = { args: { onClose: fn() } };

export const ErrorTone: Story = { name: 'Error', args: { tone: 'error', title: '系统提示', message: '无权限，请先登录' } };

export const Warning: Story = {
  args: { tone: 'warning', title: '课程即将到期', message: '“高一物理力学专题”将于 2024年12月31日 到期，请尽快完成学习。' },
};

export const Info: Story = {
  args: { tone: 'info', title: undefined, message: '客服工作时间为周一至周五 9:00-17:00，其余时间可留言。' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toBeInTheDocument();
  },
};

export const Success: Story = { args: { tone: 'success', title: '支付成功', message: '订单 202409011234 已支付，课程已开通。' } };

export const Closable: Story = {
  args: { onClose: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '关闭提示' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

export const WithAction: Story = {
  args: {
    title: '获取课程顾问微信号失败',
    message: '请稍后重试',
    action: (
      <Button size="sm" variant="secondary">
        重新获取
      </Button>
    ),
  },
};

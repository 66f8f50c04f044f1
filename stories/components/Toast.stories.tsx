import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '@/components/Button';
import { ToastProvider, ToastView, toastPlacements, toastTones, useToast, type ToastOptions } from '@/components/Toast';

function Triggers() {
  const toast = useToast();
  return (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      <Button onClick={() => toast.show({ message: '已加入我的课程', tone: 'success' })}>加入课程</Button>
      <Button variant="outline" onClick={() => toast.show({ message: '验证码已发送，请注意查收', preset: 'login' })}>
        发送验证码
      </Button>
      <Button variant="secondary" onClick={() => toast.show({ message: '复制成功', tone: 'success', preset: 'adviser' })}>
        复制顾问微信号
      </Button>
    </div>
  );
}

/** Shows toasts as soon as it mounts so a screenshot catches them. */
function ShowOnMount({ toasts }: { toasts: ToastOptions[] }) {
  const toast = useToast();
  const shown = useRef(false);
  useEffect(() => {
    if (shown.current) return;
    shown.current = true;
    for (const options of toasts) toast.show(options);
  }, [toast, toasts]);
  return null;
}

// Long enough to outlast any screenshot; the real durations are exercised in the Queue and Adviser stories.
const pinned = 10 * 60 * 1000;

const meta = {
  title: 'Components/Toast',
  component: ToastView,
  args: { message: '收藏成功' },
  argTypes: {
    tone: { control: 'inline-radio', options: toastTones },
    message: { control: 'text' },
  },
} satisfies Meta<typeof ToastView>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = (element: HTMLElement) => within(element.ownerDocument.body);

export const Default: Story = {};

export const Playground: Story = { args: { tone: 'success', message: '订单支付成功，正在为您开通课程' } };

export const Info: Story = { args: { tone: 'info', message: '客服工作时间：周一至周五 9:00-17:00' } };

export const Success: Story = { args: { tone: 'success', message: '验证码已发送，请注意查收' } };

export const Warning: Story = { args: { tone: 'warning', message: '请先选择孩子所在年级' } };

export const ErrorTone: Story = { name: 'Error', args: { tone: 'error', message: '复制失败，请手动复制' } };

export const LongMessage: Story = {
  args: { tone: 'error', message: '获取课程顾问微信号失败，请检查网络连接后点击“重新获取”再试一次' },
};

export const Queue: Story = {
  render: () => (
    <ToastProvider>
      <Triggers />
    </ToastProvider>
  ),
  play: async ({ canvas, canvasElement }) => {
    const screen = page(canvasElement);
    const add = canvas.getByRole('button', { name: '加入课程' });
    await userEvent.click(add);
    await userEvent.click(add);
    const top = screen.getAllByRole('status').find((node) => node.dataset.placement === 'top')!;
    await expect(within(top).getAllByText('已加入我的课程')).toHaveLength(2);
    await waitFor(() => expect(within(top).queryByText('已加入我的课程')).not.toBeInTheDocument(), { timeout: 4000 });
  },
};

export const AdviserAtBottom: Story = {
  render: () => (
    <ToastProvider>
      <Triggers />
    </ToastProvider>
  ),
  play: async ({ canvas, canvasElement }) => {
    const screen = page(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '复制顾问微信号' }));
    const bottom = screen.getAllByRole('status').find((node) => node.dataset.placement === 'bottom')!;
    const toast = within(bottom).getByText('复制成功');
    await waitFor(() => expect(toast).toBeVisible());
    await waitFor(() => expect(within(bottom).queryByText('复制成功')).not.toBeInTheDocument(), { timeout: 4000 });
  },
};

export const StackedTop: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => (
    <ToastProvider>
      <ShowOnMount
        toasts={[
          { message: '登录成功，欢迎回来', tone: 'success', duration: pinned },
          { message: '已为您切换到初二年级课程', duration: pinned },
          { message: '网络不稳定，视频可能卡顿', tone: 'warning', duration: pinned },
        ]}
      />
    </ToastProvider>
  ),
  play: async ({ canvasElement }) => {
    const last = await page(canvasElement).findByText('网络不稳定，视频可能卡顿');
    await waitFor(() => expect(last).toBeVisible());
  },
};

export const Placements: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => (
    <ToastProvider>
      <ShowOnMount
        toasts={toastPlacements.map((placement) => ({
          message: placement === 'top' ? '收藏成功' : '复制成功',
          tone: 'success' as const,
          placement,
          duration: pinned,
        }))}
      />
    </ToastProvider>
  ),
  play: async ({ canvasElement }) => {
    const regions = page(canvasElement).getAllByRole('status');
    await waitFor(() =>
      expect(regions.map((node) => node.textContent)).toEqual(expect.arrayContaining(['收藏成功', '复制成功'])),
    );
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '@/components/Button';
import { ConfirmDialog, confirmDialogTones, type ConfirmDialogProps } from '@/components/ConfirmDialog';

/** Closes on either answer like a real caller would, and reopens from the button. */
function StatefulConfirmDialog({ open: initial, onConfirm, onCancel, ...props }: ConfirmDialogProps) {
  const [open, setOpen] = useState(initial);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        再次提示
      </Button>
      <ConfirmDialog
        {...props}
        open={open}
        onConfirm={() => {
          setOpen(false);
          onConfirm();
        }}
        onCancel={() => {
          setOpen(false);
          onCancel?.();
        }}
      />
    </>
  );
}

const meta = {
  title: 'Components/ConfirmDialog',
  component: ConfirmDialog,
  render: (args) => <StatefulConfirmDialog {...args} />,
  parameters: { layout: 'fullscreen' },
  args: {
    open: true,
    message: '确定要取消收藏“初二数学同步提升课”吗？',
    onConfirm: fn(),
    onCancel: fn(),
  },
  argTypes: {
    tone: { control: 'inline-radio', options: confirmDialogTones },
    message: { control: 'text' },
  },
} satisfies Meta<typeof ConfirmDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = (element: HTMLElement) => within(element.ownerDocument.body);

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const screen = page(canvasElement);
    const dialog = await screen.findByRole('alertdialog', { name: /系统提示/ });
    await expect(dialog).toHaveAccessibleDescription('确定要取消收藏“初二数学同步提升课”吗？');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());

    await userEvent.click(await screen.findByRole('button', { name: '再次提示' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '取消' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await userEvent.click(await screen.findByRole('button', { name: '再次提示' }));
    await screen.findByRole('alertdialog');
  },
};

export const Playground: Story = { args: { tone: 'info', confirmLabel: '去登录', cancelLabel: '稍后再说' } };

export const Info: Story = {
  args: { tone: 'info', message: '验证码已发送至 138****8000，请注意查收。', showCancel: false },
};

export const Warning: Story = {
  args: { tone: 'warning', message: '请阅读用户协议并勾选同意', showCancel: false },
};

export const Danger: Story = {
  args: {
    tone: 'danger',
    title: '删除订单',
    message: '删除后订单将无法恢复，确定删除订单 202409011234 吗？',
    confirmLabel: '删除',
  },
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('alertdialog', { name: /删除订单/ });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: '取消' })).toHaveFocus());
  },
};

export const WarningOnly: Story = {
  args: { tone: 'warning', showCancel: false, message: '登录已过期，请重新登录' },
  play: async ({ canvasElement, args }) => {
    const dialog = await page(canvasElement).findByRole('alertdialog', { name: /系统提示/ });
    await expect(within(dialog).queryByRole('button', { name: '取消' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

export const Confirming: Story = {
  args: { tone: 'info', confirming: true, message: '正在提交订单，请勿关闭页面…' },
  play: async ({ canvasElement, args }) => {
    const dialog = await page(canvasElement).findByRole('alertdialog');
    const confirm = within(dialog).getByRole('button', { name: /确定/ });
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(confirm);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { tone: 'warning', message: 'Your session has expired. Please log in again.', showCancel: false },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '@/components/Button';
import { ForgotPasswordHint, type ForgotPasswordHintProps } from '@/features/account/ForgotPasswordHint';
import { customerService } from './fixtures';

function StatefulHint({ open: initial, onClose, ...props }: ForgotPasswordHintProps) {
  const [open, setOpen] = useState(initial);
  return (
    <>
      <Button variant="ghost" onClick={() => setOpen(true)}>
        忘记密码？
      </Button>
      <ForgotPasswordHint
        {...props}
        open={open}
        onClose={() => {
          setOpen(false);
          onClose();
        }}
      />
    </>
  );
}

const meta = {
  title: 'Account/ForgotPasswordHint',
  component: ForgotPasswordHint,
  render: (args) => <StatefulHint {...args} />,
  parameters: { layout: 'fullscreen' },
  args: { open: true, onClose: fn(), ...customerService },
} satisfies Meta<typeof ForgotPasswordHint>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = (element: HTMLElement) => within(element.ownerDocument.body);

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const hint = await page(canvasElement).findByRole('alertdialog', { name: /忘记密码/ });
    await expect(hint).toHaveAccessibleDescription(/账号或密码遗失，请联系客服找回/);
    await expect(within(hint).getByRole('link', { name: '拨打客服电话 400-882-6155' })).toHaveAttribute('href', 'tel:4008826155');
    await expect(within(hint).getByText('周一至周五 09:00–17:00')).toBeInTheDocument();
  },
};

export const Acknowledged: Story = {
  play: async ({ canvasElement, args }) => {
    const screen = page(canvasElement);
    const hint = await screen.findByRole('alertdialog', { name: /忘记密码/ });
    await userEvent.click(within(hint).getByRole('button', { name: '我知道了' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

export const Playground: Story = {
  args: { phone: '010-6258-8899', serviceHours: { firstDay: 1, lastDay: 6, opens: '08:30', closes: '20:00' } },
};

export const English: Story = { globals: { locale: 'en' } };

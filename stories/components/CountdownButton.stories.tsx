import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { buttonSizes, buttonVariants } from '@/components/Button';
import { CountdownButton, type CountdownButtonProps } from '@/components/CountdownButton';

const meta = {
  title: 'Components/CountdownButton',
  component: CountdownButton,
  args: { secondsLeft: null, onClick: fn() },
  argTypes: {
    secondsLeft: { control: { type: 'number', min: 0, max: 60 } },
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
  },
} satisfies Meta<typeof CountdownButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: '获取验证码' });
    await expect(button).toHaveAttribute('data-state', 'idle');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Playground: Story = { args: { secondsLeft: 42, variant: 'secondary', size: 'md' } };

export const Sending: Story = {
  args: { loading: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: /获取验证码/ });
    await expect(button).toHaveAttribute('data-state', 'sending');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Counting: Story = {
  args: { secondsLeft: 59 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '59秒后重新发送' })).toBeDisabled();
  },
};

export const LastSecond: Story = { args: { secondsLeft: 1 } };

export const Resend: Story = {
  args: { secondsLeft: 0, idleLabel: '重新获取' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '重新获取' })).toBeEnabled();
  },
};

const countdownSeconds = 60;
const sendDelayMs = 600;

/** Stands in for the SMS machine: a short send, then a one-second countdown from 60. */
function SmsResendDemo(args: CountdownButtonProps) {
  const [secondsLeft, setSecondsLeft] = useState<number | null>(null);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (!sending) return undefined;
    const timer = setTimeout(() => {
      setSending(false);
      setSecondsLeft(countdownSeconds);
    }, sendDelayMs);
    return () => clearTimeout(timer);
  }, [sending]);

  useEffect(() => {
    if (secondsLeft == null || secondsLeft <= 0) return undefined;
    const timer = setTimeout(() => setSecondsLeft(secondsLeft - 1), 1000);
    return () => clearTimeout(timer);
  }, [secondsLeft]);

  return (
    <CountdownButton
      {...args}
      secondsLeft={secondsLeft}
      loading={sending}
      idleLabel={secondsLeft === 0 ? '重新获取' : undefined}
      onClick={(event) => {
        args.onClick?.(event);
        setSending(true);
      }}
    />
  );
}

export const LiveCountdown: Story = {
  render: (args) => <SmsResendDemo {...args} />,
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '获取验证码' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
    await waitFor(() => expect(canvas.getByRole('button', { name: /秒后重新发送/ })).toBeDisabled(), { timeout: 3000 });
    await waitFor(() => expect(canvas.getByRole('button', { name: '59秒后重新发送' })).toBeInTheDocument(), {
      timeout: 3000,
    });
  },
};

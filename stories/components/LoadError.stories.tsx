import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { LoadError, loadErrorSizes, type LoadErrorProps } from '@/components/LoadError';

/** Retries for a moment, as a real reload would, so the loading state can be seen and tested. */
function RetryingLoadError({ onRetry, ...props }: LoadErrorProps) {
  const [retrying, setRetrying] = useState(false);
  return (
    <LoadError
      {...props}
      retrying={retrying}
      onRetry={() => {
        onRetry();
        setRetrying(true);
        setTimeout(() => setRetrying(false), 600);
      }}
    />
  );
}

const meta = {
  title: 'Components/LoadError',
  component: LoadError,
  args: { onRetry: fn() },
  argTypes: {
    size: { control: 'inline-radio', options: loadErrorSizes },
    message: { control: 'text' },
  },
} satisfies Meta<typeof LoadError>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('加载失败，请稍后重试')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '重新加载' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Playground: Story = { args: { size: 'md', retrying: false } };

export const Retrying: Story = {
  args: { retrying: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: /重新加载/ });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onRetry).not.toHaveBeenCalled();
  },
};

export const RetryCycle: Story = {
  render: (args) => <RetryingLoadError {...args} />,
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: '重新加载' });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'), { timeout: 2000 });
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Small: Story = { args: { size: 'sm' } };

export const CustomMessage: Story = { args: { message: '获取课程顾问微信号失败，请重试', retryLabel: '重新获取' } };

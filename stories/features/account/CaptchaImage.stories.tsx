import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { CaptchaImage, captchaImageSizes, type CaptchaImageProps } from '@/features/account/CaptchaImage';
import { brokenCaptchaSrc, captchaSrc, nextCaptchaSrc } from './fixtures';

/** Swaps between two pictures on every refresh, as a new captcha id would. */
function RefreshingCaptcha({ src: first, onRefresh, ...props }: CaptchaImageProps) {
  const [src, setSrc] = useState(first);
  return (
    <CaptchaImage
      {...props}
      src={src}
      onRefresh={() => {
        setSrc((current) => (current === captchaSrc ? nextCaptchaSrc : captchaSrc));
        onRefresh();
      }}
    />
  );
}

const meta = {
  title: 'Account/CaptchaImage',
  component: CaptchaImage,
  render: (args) => <RefreshingCaptcha {...args} />,
  args: { src: captchaSrc, onRefresh: fn() },
  argTypes: { size: { control: 'inline-radio', options: captchaImageSizes } },
} satisfies Meta<typeof CaptchaImage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const button = canvas.getByRole('button', { name: '看不清？点击刷新' });
    await waitFor(() => expect(button).toHaveAttribute('data-state', 'ready'));
    const shownSrc = () => canvasElement.querySelector('img')?.getAttribute('src');
    const first = shownSrc();
    await userEvent.click(button);
    await expect(args.onRefresh).toHaveBeenCalledOnce();
    await waitFor(() => expect(shownSrc()).not.toBe(first));
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRefresh).toHaveBeenCalledTimes(2);
  },
};

export const Playground: Story = { args: { size: 'lg' } };

export const Loading: Story = {
  args: { src: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '看不清？点击刷新' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const LoadFailed: Story = {
  args: { src: brokenCaptchaSrc },
  // The caller here never answers with a new picture, so the failure stays on screen after the press.
  render: (args) => <CaptchaImage {...args} />,
  play: async ({ canvas, args }) => {
    const button = await canvas.findByRole('button', { name: '图形验证码加载失败，点击重试' });
    await expect(button).toHaveAttribute('data-state', 'error');
    await expect(button).toHaveTextContent('加载失败');
    await userEvent.click(button);
    await expect(args.onRefresh).toHaveBeenCalledOnce();
  },
};

export const Large: Story = { args: { size: 'lg' } };

import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CaptchaImage } from '@/features/account/CaptchaImage';
import { renderWithI18n } from './renderWithI18n';

describe('CaptchaImage', () => {
  it('asks for a new picture on click and on Enter', async () => {
    const onRefresh = vi.fn();
    renderWithI18n(<CaptchaImage src="/api/captcha?t=1&c=a" onRefresh={onRefresh} />);
    const button = screen.getByRole('button', { name: '看不清？点击刷新' });
    await userEvent.click(button);
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(onRefresh).toHaveBeenCalledTimes(2);
  });

  it('is busy until the picture arrives, then ready', () => {
    const { container } = renderWithI18n(<CaptchaImage src="/api/captcha?t=1&c=a" onRefresh={vi.fn()} />);
    const button = screen.getByRole('button', { name: '看不清？点击刷新' });
    expect(button).toHaveAttribute('data-state', 'loading');
    fireEvent.load(container.querySelector('img')!);
    expect(button).toHaveAttribute('data-state', 'ready');
    expect(button).not.toHaveAttribute('aria-busy');
  });

  it('shows a failure whose name invites another try, and starts over with a new address', () => {
    const { container, rerender } = renderWithI18n(<CaptchaImage src="/api/captcha?t=1&c=a" onRefresh={vi.fn()} />);
    fireEvent.error(container.querySelector('img')!);
    const button = screen.getByRole('button', { name: '图形验证码加载失败，点击重试' });
    expect(button).toHaveAttribute('data-state', 'error');
    expect(button).toHaveTextContent('加载失败');
    rerender(<CaptchaImage src="/api/captcha?t=2&c=b" onRefresh={vi.fn()} />);
    expect(button).toHaveAttribute('data-state', 'loading');
    expect(button).toHaveAccessibleName('看不清？点击刷新');
  });
});

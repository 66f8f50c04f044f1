import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n';
import { CountdownButton } from '@/components/CountdownButton';

describe('CountdownButton', () => {
  it('offers to get a code when no countdown runs', async () => {
    const onClick = vi.fn();
    render(<CountdownButton secondsLeft={null} onClick={onClick} />);
    const button = screen.getByRole('button', { name: '获取验证码' });
    expect(button).toBeEnabled();
    expect(button).toHaveAttribute('data-state', 'idle');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('shows the seconds left and refuses clicks while counting', async () => {
    const onClick = vi.fn();
    render(<CountdownButton secondsLeft={59} onClick={onClick} />);
    const button = screen.getByRole('button', { name: '59秒后重新发送' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('data-state', 'counting');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('becomes clickable again when the countdown reaches zero', () => {
    render(<CountdownButton secondsLeft={0} onClick={() => {}} />);
    expect(screen.getByRole('button', { name: '获取验证码' })).toBeEnabled();
  });

  it('ignores clicks while the code is being requested', async () => {
    const onClick = vi.fn();
    render(<CountdownButton secondsLeft={null} loading onClick={onClick} />);
    const button = screen.getByRole('button', { name: /获取验证码/ });
    expect(button).toHaveAttribute('data-state', 'sending');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('speaks English when the locale is English', async () => {
    await i18n.changeLanguage('en');
    try {
      render(<CountdownButton secondsLeft={12} onClick={() => {}} />);
      expect(screen.getByRole('button', { name: 'Resend in 12 s' })).toBeDisabled();
    } finally {
      await i18n.changeLanguage('zh-CN');
    }
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdviserCard, type AdviserCardProps } from '@/features/account/AdviserCard';
import { renderWithI18n } from './renderWithI18n';

function renderCard(props: Partial<AdviserCardProps>) {
  const callbacks = { onRetry: vi.fn(), onCopied: vi.fn(), onCopyFailed: vi.fn() };
  renderWithI18n(<AdviserCard status="ready" {...callbacks} {...props} />);
  return callbacks;
}

describe('AdviserCard', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'clipboard');
  });

  it('shows a busy placeholder and no actions while loading', () => {
    renderCard({ status: 'loading' });
    expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows the QR code and the account cut to six characters, and copies the whole account', async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { onCopied, onCopyFailed } = renderCard({ wechatUrl: '/qr/adviser.png', wechatAccount: 'xueban_guwen01' });
    expect(screen.getByRole('img', { name: '课程顾问微信二维码' })).toHaveAttribute('src', '/qr/adviser.png');
    expect(screen.getByText('xueban…')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '复制微信号' }));
    await waitFor(() => expect(onCopied).toHaveBeenCalledOnce());
    expect(writeText).toHaveBeenCalledWith('xueban_guwen01');
    expect(onCopyFailed).not.toHaveBeenCalled();
  });

  it('reports a refused copy', async () => {
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: vi.fn(async () => Promise.reject(new Error('denied'))) },
      configurable: true,
    });
    const { onCopied, onCopyFailed } = renderCard({ wechatAccount: 'xb_888' });
    expect(screen.getByText('xb_888')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '复制微信号' }));
    await waitFor(() => expect(onCopyFailed).toHaveBeenCalledOnce());
    expect(onCopied).not.toHaveBeenCalled();
  });

  it('says the account could not be fetched and offers a retry', async () => {
    const { onRetry } = renderCard({ status: 'missing' });
    expect(screen.getByRole('alert')).toHaveTextContent('获取顾问微信号失败');
    expect(screen.getByRole('alert')).toHaveTextContent('请重试');
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('keeps the retry button busy while retrying', async () => {
    const { onRetry } = renderCard({ status: 'retrying' });
    const retry = screen.getByRole('button', { name: /重试/ });
    expect(retry).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(retry);
    expect(onRetry).not.toHaveBeenCalled();
  });

  it('shows the service hours when given', () => {
    renderCard({ wechatAccount: 'xb_888', serviceHours: { firstDay: 1, lastDay: 5, opens: '09:00', closes: '17:00' } });
    expect(screen.getByText('服务时间：周一至周五 09:00–17:00')).toBeInTheDocument();
  });
});

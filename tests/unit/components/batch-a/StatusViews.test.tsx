import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { EmptyState } from '@/components/EmptyState';
import { LoadError } from '@/components/LoadError';
import { Notice } from '@/components/Notice';
import { renderWithI18n } from './renderWithI18n';

describe('LoadError', () => {
  it('says loading failed and retries when the reload button is pressed', async () => {
    const onRetry = vi.fn();
    renderWithI18n(<LoadError onRetry={onRetry} />);
    expect(screen.getByText('加载失败，请稍后重试')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('ignores further clicks while retrying', async () => {
    const onRetry = vi.fn();
    renderWithI18n(<LoadError onRetry={onRetry} retrying />);
    const button = screen.getByRole('button', { name: /重新加载/ });
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onRetry).not.toHaveBeenCalled();
  });
});

describe('EmptyState', () => {
  it('says there is no content unless given another title', () => {
    const { rerender } = renderWithI18n(<EmptyState />);
    expect(screen.getByText('暂无可查询的内容')).toBeInTheDocument();
    rerender(<EmptyState title="暂无收藏的课程" />);
    expect(screen.getByText('暂无收藏的课程')).toBeInTheDocument();
  });
});

describe('Notice', () => {
  it('interrupts as an alert for errors and waits politely for information', () => {
    const { rerender } = renderWithI18n(<Notice tone="error" title="系统提示" message="请求超时" />);
    expect(screen.getByRole('alert')).toHaveTextContent('请求超时');
    rerender(<Notice tone="info" message="客服工作时间为周一至周五 9:00-17:00" />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('客服工作时间');
  });

  it('offers a close button only when it can be closed', async () => {
    const onClose = vi.fn();
    const { rerender } = renderWithI18n(<Notice message="请求错误" />);
    expect(screen.queryByRole('button', { name: '关闭提示' })).not.toBeInTheDocument();
    rerender(<Notice message="请求错误" onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: '关闭提示' }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});

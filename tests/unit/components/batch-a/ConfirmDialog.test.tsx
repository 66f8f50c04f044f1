import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { renderWithI18n } from './renderWithI18n';

const message = '登录已过期，请重新登录';

describe('ConfirmDialog', () => {
  it('is titled "system prompt" by default and describes itself with the message', () => {
    renderWithI18n(<ConfirmDialog open message={message} onConfirm={vi.fn()} onCancel={vi.fn()} />);
    const dialog = screen.getByRole('alertdialog', { name: /系统提示/ });
    expect(dialog).toHaveAccessibleDescription(message);
  });

  it('calls onConfirm for OK and onCancel for Cancel, once each', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    renderWithI18n(<ConfirmDialog open message="确定取消收藏该课程吗？" onConfirm={onConfirm} onCancel={onCancel} />);
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(onCancel).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: '取消' }));
    expect(onCancel).toHaveBeenCalledOnce();
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('treats Escape as Cancel when Cancel is offered', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    renderWithI18n(<ConfirmDialog open message="确定退出登录吗？" onConfirm={onConfirm} onCancel={onCancel} />);
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledOnce();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('offers only OK for a warning and treats Escape as acknowledging it', async () => {
    const onConfirm = vi.fn();
    renderWithI18n(<ConfirmDialog open showCancel={false} message={message} onConfirm={onConfirm} />);
    expect(screen.queryByRole('button', { name: '取消' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '确定' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('starts a destructive prompt on Cancel', () => {
    renderWithI18n(<ConfirmDialog open tone="danger" message="删除后不可恢复" onConfirm={vi.fn()} onCancel={vi.fn()} />);
    expect(screen.getByRole('button', { name: '取消' })).toHaveFocus();
    expect(screen.getByRole('img', { name: '危险操作' })).toBeInTheDocument();
  });

  it('ignores OK and dismissal while the confirmed action is running', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    renderWithI18n(<ConfirmDialog open confirming message="正在提交订单" onConfirm={onConfirm} onCancel={onCancel} />);
    await userEvent.click(screen.getByRole('button', { name: /确定/ }));
    await userEvent.keyboard('{Escape}');
    expect(onConfirm).not.toHaveBeenCalled();
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('renders nothing while closed', () => {
    renderWithI18n(<ConfirmDialog open={false} message={message} onConfirm={vi.fn()} />);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});

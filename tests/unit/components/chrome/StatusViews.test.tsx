import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { StatusPage } from '@/components/StatusPage';
import { renderWithI18n } from './renderWithI18n';

describe('StatusPage', () => {
  it('tells a lost visitor the page is missing and leads back home', () => {
    renderWithI18n(<StatusPage variant="notFound" />);
    expect(screen.getByRole('heading', { level: 1, name: '页面走丢了' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/home');
  });

  it('reloads after a failed chunk load when asked', async () => {
    const onReload = vi.fn();
    renderWithI18n(<StatusPage variant="chunkError" onReload={onReload} />);
    expect(screen.getByText('页面加载失败，请检查网络后重新加载。')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(onReload).toHaveBeenCalledOnce();
  });

  it('offers a retry on a server error only when the app can retry', () => {
    const { rerender } = renderWithI18n(<StatusPage variant="serverError" />);
    expect(screen.getByRole('heading', { name: '服务器开小差了' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '重新加载' })).not.toBeInTheDocument();
    rerender(<StatusPage variant="serverError" onReload={() => {}} />);
    expect(screen.getByRole('button', { name: '重新加载' })).toBeInTheDocument();
  });

  it('opens login from the login-required view', async () => {
    const onLoginClick = vi.fn();
    renderWithI18n(<StatusPage variant="loginRequired" onLoginClick={onLoginClick} homePath="/m/home" />);
    await userEvent.click(screen.getByRole('button', { name: '立即登录' }));
    expect(onLoginClick).toHaveBeenCalledOnce();
    expect(screen.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/m/home');
  });
});

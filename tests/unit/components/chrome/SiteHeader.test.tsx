import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SiteHeader } from '@/components/SiteHeader';
import { renderWithI18n } from './renderWithI18n';

const student = { name: '张小明', qiniuUrl: null, photoUrl: null };

describe('SiteHeader', () => {
  it('offers a login button to an anonymous visitor and no account menu', async () => {
    const onLoginClick = vi.fn();
    renderWithI18n(<SiteHeader currentPath="/home" onLoginClick={onLoginClick} />);
    await userEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(onLoginClick).toHaveBeenCalledOnce();
    expect(screen.queryByRole('button', { name: /账户菜单/ })).not.toBeInTheDocument();
  });

  it('marks the navigation item the current page belongs to', () => {
    renderWithI18n(<SiteHeader currentPath="/news/detail" />);
    const nav = screen.getByRole('navigation', { name: '主导航' });
    expect(within(nav).getByRole('link', { name: '新闻资讯' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: '首页' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('link', { name: '关于我们' })).toHaveAttribute('href', '/about');
  });

  it('lists the personal pages, study management, the adviser and log out in the avatar menu of a logged-in user', async () => {
    renderWithI18n(<SiteHeader currentPath="/home" user={student} />);
    expect(screen.queryByRole('button', { name: '登录' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '张小明的账户菜单' }));
    const menu = await screen.findByRole('menu');
    const names = within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    expect(names).toEqual([
      '我的课程',
      '学习管理',
      '课程顾问',
      '账户设置',
      '我的收藏',
      '我的订单',
      '消息中心',
      '问题反馈',
      '退出登录',
    ]);
    expect(within(menu).getByRole('menuitem', { name: '学习管理' })).toHaveAttribute('href', '/studymag');
    expect(within(menu).getByRole('menuitem', { name: '我的订单' })).toHaveAttribute('href', '/personal/order');
    expect(within(menu).getByRole('menuitem', { name: '问题反馈' })).toHaveAttribute('href', '/personal/feckback');
  });

  it('calls onLogout when log out is chosen and closes the menu', async () => {
    const onLogout = vi.fn();
    renderWithI18n(<SiteHeader user={student} onLogout={onLogout} />);
    await userEvent.click(screen.getByRole('button', { name: '张小明的账户菜单' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: '退出登录' }));
    expect(onLogout).toHaveBeenCalledOnce();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('asks for the adviser modal instead of navigating when course adviser is chosen', async () => {
    const onAdviserClick = vi.fn();
    renderWithI18n(<SiteHeader user={student} onAdviserClick={onAdviserClick} />);
    await userEvent.click(screen.getByRole('button', { name: '张小明的账户菜单' }));
    const adviser = await screen.findByRole('menuitem', { name: '课程顾问' });
    expect(adviser).not.toHaveAttribute('href');
    await userEvent.click(adviser);
    expect(onAdviserClick).toHaveBeenCalledOnce();
  });

  it('announces unread messages on the avatar button', () => {
    renderWithI18n(<SiteHeader user={student} notificationCount={5} />);
    expect(screen.getByRole('button', { name: '张小明的账户菜单，5 条新消息' })).toBeInTheDocument();
  });

  it('shows its sticky state for styling', () => {
    renderWithI18n(<SiteHeader sticky />);
    expect(screen.getByRole('banner')).toHaveAttribute('data-state', 'sticky');
  });
});

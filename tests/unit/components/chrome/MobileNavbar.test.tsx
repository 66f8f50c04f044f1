import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { forwardRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MobileNavbar } from '@/components/MobileNavbar';
import type { ChromeLinkProps } from '@/components/PageShell';
import { renderWithI18n } from './renderWithI18n';

/** Stands in for the router's link: records where the user went instead of loading a page. */
function routerLink(visit: (to: string) => void) {
  return forwardRef<HTMLAnchorElement, Omit<ChromeLinkProps, 'ref'>>(function TestLink({ to, onClick, children, ...rest }, ref) {
    return (
      <a
        ref={ref}
        href={to}
        {...rest}
        onClick={(event) => {
          event.preventDefault();
          onClick?.(event);
          visit(to);
        }}
      >
        {children}
      </a>
    );
  });
}

describe('MobileNavbar', () => {
  it('keeps the menu closed until the menu button is pressed, then lists the four sections and 我的', async () => {
    renderWithI18n(<MobileNavbar currentPath="/m/home" />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '打开菜单' }));
    const panel = await screen.findByRole('dialog', { name: '网站导航' });
    const links = within(panel).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['首页', '/m/home'],
      ['课程体系', '/m/course'],
      ['顾问防伪', '/m/ensure'],
      ['关于我们', '/m/about'],
      ['我的', '/m/me'],
    ]);
  });

  it('marks the section of the current page', async () => {
    renderWithI18n(<MobileNavbar currentPath="/m/course" defaultOpen />);
    const panel = await screen.findByRole('dialog');
    expect(within(panel).getByRole('link', { name: '课程体系' })).toHaveAttribute('aria-current', 'page');
    expect(within(panel).getByRole('link', { name: '首页' })).not.toHaveAttribute('aria-current');
  });

  it('closes the menu when the user navigates to a section', async () => {
    const visit = vi.fn();
    const onOpenChange = vi.fn();
    renderWithI18n(<MobileNavbar currentPath="/m/home" LinkComponent={routerLink(visit)} onOpenChange={onOpenChange} />);
    await userEvent.click(screen.getByRole('button', { name: '打开菜单' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('link', { name: '顾问防伪' }));
    expect(visit).toHaveBeenCalledWith('/m/ensure');
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes with the close button', async () => {
    renderWithI18n(<MobileNavbar defaultOpen />);
    await userEvent.click(await screen.findByRole('button', { name: '关闭菜单' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('gives the focus back to the menu button when the menu closes', async () => {
    renderWithI18n(<MobileNavbar />);
    const button = screen.getByRole('button', { name: '打开菜单' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    await screen.findByRole('dialog');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
  });

  it('shows a logged-in user their unread notifications, spoken on the account link', () => {
    renderWithI18n(<MobileNavbar account={{ kind: 'user', name: '王小明', to: '/personal/notification', unreadCount: 3 }} />);
    const link = screen.getByRole('link', { name: '我的账户：王小明，3 条未读通知' });
    expect(within(link).getByText('3')).toBeInTheDocument();
  });

  it('caps the badge at 99+', () => {
    renderWithI18n(<MobileNavbar account={{ kind: 'user', name: '王小明', to: '/personal/notification', unreadCount: 120 }} />);
    const link = screen.getByRole('link', { name: '我的账户：王小明，99+ 条未读通知' });
    expect(within(link).getByText('99+')).toBeInTheDocument();
  });

  it('shows no badge while the count is unknown or zero, nor to a visitor', () => {
    const { rerender } = renderWithI18n(
      <MobileNavbar account={{ kind: 'user', name: '王小明', to: '/personal/notification', unreadCount: null }} />,
    );
    expect(screen.getByRole('link', { name: '我的账户：王小明' })).toBeInTheDocument();
    rerender(<MobileNavbar account={{ kind: 'user', name: '王小明', to: '/personal/notification', unreadCount: 0 }} />);
    expect(screen.getByRole('link', { name: '我的账户：王小明' })).toBeInTheDocument();
    rerender(<MobileNavbar account={{ kind: 'anonymous', loginTo: '/m/login' }} />);
    expect(screen.getByRole('link', { name: '登录' })).toBeInTheDocument();
    expect(screen.queryByText(/未读通知/)).not.toBeInTheDocument();
  });
});

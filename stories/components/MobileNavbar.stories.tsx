import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { MobileNavbar } from '@/components/MobileNavbar';
import { StoryLink, navigate } from './storyKit';

const page = (element: HTMLElement) => within(element.ownerDocument.body);

const meta = {
  title: 'Layouts/MobileNavbar',
  component: MobileNavbar,
  parameters: { layout: 'fullscreen' },
  args: { currentPath: '/m/home', LinkComponent: StoryLink, onOpenChange: fn() },
  argTypes: {
    currentPath: { control: 'select', options: ['/m/home', '/m/course', '/m/ensure', '/m/about', '/m/gift'] },
    LinkComponent: { control: false },
    actions: { control: false },
  },
} satisfies Meta<typeof MobileNavbar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('banner')).toHaveAttribute('data-state', 'closed');
    await expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: '学伴在线首页' })).toHaveAttribute('href', '/m/home');
  },
};

export const Playground: Story = { args: { defaultOpen: false } };

export const Open: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '打开菜单' }));
    const panel = await page(canvasElement).findByRole('dialog', { name: '网站导航' });
    const links = within(panel).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual(['首页', '课程体系', '顾问防伪', '关于我们', '我的']);
    await expect(within(panel).getByRole('link', { name: '首页' })).toHaveAttribute('aria-current', 'page');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
  },
};

export const CurrentCourse: Story = {
  args: { currentPath: '/m/course', defaultOpen: true },
  play: async ({ canvasElement }) => {
    const panel = await page(canvasElement).findByRole('dialog');
    await expect(within(panel).getByRole('link', { name: '课程体系' })).toHaveAttribute('aria-current', 'page');
  },
};

export const ClosesOnNavigation: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    navigate.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: '打开菜单' }));
    const panel = await page(canvasElement).findByRole('dialog');
    await userEvent.click(within(panel).getByRole('link', { name: '关于我们' }));
    await expect(navigate).toHaveBeenCalledWith('/m/about');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const ClosesWithEscape: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    await page(canvasElement).findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** A visitor: the bar offers the login page, coming back here afterwards. */
export const Anonymous: Story = {
  args: { account: { kind: 'anonymous', loginTo: '/m/login?redirect=%2Fm%2Fhome' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '登录' })).toHaveAttribute('href', '/m/login?redirect=%2Fm%2Fhome');
  },
};

/** Logged in, with unread notifications on the account link. */
export const LoggedInWithUnread: Story = {
  args: { account: { kind: 'user', name: '王小明', to: '/m/me', unreadCount: 3 } },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: /我的账户：王小明/ });
    await expect(link).toHaveAccessibleName(/^我的账户：王小明\s*，3 条未读通知$/);
    await expect(link).toHaveAttribute('href', '/m/me');
    await expect(within(link).getByText('3')).toBeVisible();
  },
};

/** More than 99 unread: the badge and its spoken label both say 99+. */
export const LoggedInWithManyUnread: Story = {
  args: { account: { kind: 'user', name: '王小明', to: '/m/me', unreadCount: 150 } },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: /我的账户：王小明/ });
    await expect(link).toHaveAccessibleName(/^我的账户：王小明\s*，99\+ 条未读通知$/);
    await expect(within(link).getByText('99+')).toBeVisible();
  },
};

/** Logged in while the unread count is not known: no badge. */
export const LoggedIn: Story = {
  args: { account: { kind: 'user', name: '王小明', to: '/m/me', unreadCount: null } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /我的账户：王小明/ })).toHaveAccessibleName('我的账户：王小明');
  },
};

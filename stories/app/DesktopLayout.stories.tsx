import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DesktopLayoutWithFooter } from './storyLayouts';
import { StoryApp } from './StoryApp';

const meta = {
  title: 'App/DesktopLayout',
  component: StoryApp,
  args: { layout: DesktopLayoutWithFooter, path: '/news' },
  argTypes: { layout: { control: false }, prepare: { control: false }, page: { control: false } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof StoryApp>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (element: HTMLElement) => within(element.ownerDocument.body);
/** Dialogs fade in; they count as shown once the animation has made them visible. */
const shown = (element: HTMLElement) => waitFor(() => expect(element).toBeVisible());

/** An anonymous visitor: navigation, the login button, the footer with the company's records. */
export const Anonymous: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('link', { name: '新闻资讯' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByText('京ICP备2026010358号-1')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '登录' }));
    await shown(await body(canvasElement).findByRole('dialog', { name: '欢迎登录学伴在线' }));
  },
};

/** A logged-in student: the avatar menu in place of the login button. */
export const LoggedIn: Story = {
  args: { loggedIn: true, path: '/home' },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: /李同学\s*的账户菜单/ }));
    const menu = await body(canvasElement).findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: '我的订单' })).toHaveAttribute('href', '/personal/order');
    await userEvent.click(within(menu).getByRole('menuitem', { name: '退出登录' }));
    await expect(await body(canvasElement).findByRole('alertdialog', { name: /系统提示/ })).toHaveAccessibleDescription(
      '确定要退出登录吗？',
    );
  },
};

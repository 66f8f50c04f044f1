import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DesktopLayoutWithFooter } from './storyLayouts';
import { StoryApp } from './StoryApp';

const meta = {
  title: 'App/Overlays',
  component: StoryApp,
  args: { layout: DesktopLayoutWithFooter, path: '/home' },
  argTypes: { layout: { control: false }, prepare: { control: false }, page: { control: false } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof StoryApp>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (element: HTMLElement) => within(element.ownerDocument.body);
/** Dialogs fade in; they count as shown once the animation has made them visible. */
const shown = (element: HTMLElement) => waitFor(() => expect(element).toBeVisible());

/** Status 2 or 4 from the server: its message under 'system prompt'; OK opens the login dialog. */
export const SessionExpiredWarning: Story = {
  args: {
    loggedIn: true,
    path: '/personal/order',
    prepare: ({ actor }) => actor.send({ type: 'session.expired', message: '您的账号已在其他设备登录，请重新登录' }),
  },
  play: async ({ canvasElement }) => {
    const warning = await body(canvasElement).findByRole('alertdialog', { name: /系统提示/ });
    await expect(warning).toHaveAccessibleDescription('您的账号已在其他设备登录，请重新登录');
    await expect(within(warning).queryByRole('button', { name: '取消' })).not.toBeInTheDocument();
    await userEvent.click(within(warning).getByRole('button', { name: '确定' }));
    await shown(await body(canvasElement).findByRole('dialog', { name: '欢迎登录学伴在线' }));
  },
};

/** An anonymous visitor refused a page that needs login. */
export const LoginRequiredWarning: Story = {
  args: { prepare: ({ actor }) => actor.send({ type: 'route.loginRequired', path: '/personal/order' }) },
  play: async ({ canvasElement }) => {
    const warning = await body(canvasElement).findByRole('alertdialog', { name: /系统提示/ });
    await expect(warning).toHaveAccessibleDescription('此页面需要登录权限，请先登录');
    await userEvent.click(within(warning).getByRole('button', { name: '确定' }));
    await shown(await body(canvasElement).findByRole('dialog', { name: '欢迎登录学伴在线' }));
  },
};

/** Logging out waits for a confirmation; cancelling keeps the user. */
export const LogoutConfirm: Story = {
  args: { loggedIn: true, prepare: ({ actor }) => actor.send({ type: 'logout.request' }) },
  play: async ({ canvas, canvasElement }) => {
    const confirm = await body(canvasElement).findByRole('alertdialog', { name: /系统提示/ });
    await expect(confirm).toHaveAccessibleDescription('确定要退出登录吗？');
    await userEvent.click(within(confirm).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: /李同学\s*的账户菜单/ })).toBeVisible());
  },
};

/** The login dialog the header, the warnings and expired sessions open. */
export const LoginModal: Story = {
  args: { prepare: ({ actor }) => actor.send({ type: 'loginModal.open' }) },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: '欢迎登录学伴在线' });
    await shown(within(dialog).getByLabelText('手机号'));
    await expect(within(dialog).getByRole('button', { name: '登录' })).toBeDisabled();
  },
};

/** The course adviser dialog of the avatar menu. */
export const AdviserModal: Story = {
  args: { loggedIn: true, adviserOpen: true },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: '课程顾问' });
    // No server answers in Storybook: the lookup fails and the card offers a retry.
    await shown(await within(dialog).findByRole('button', { name: '重试' }));
  },
};

/** A status-0 answer: the server's message as a warning acknowledged with OK. */
export const ApiWarning: Story = {
  args: { prepare: ({ prompts }) => prompts.warn('该课程已下架，请选择其他课程') },
  play: async ({ canvasElement }) => {
    const warning = await body(canvasElement).findByRole('alertdialog', { name: /系统提示/ });
    await expect(warning).toHaveAccessibleDescription('该课程已下架，请选择其他课程');
  },
};

/** A transport failure: a 'system prompt' notice in the corner that leaves by itself. */
export const ApiNotice: Story = {
  args: { prepare: ({ prompts }) => prompts.notice('系统提示', '网络连接失败，请检查网络后重试') },
  play: async ({ canvasElement }) => {
    await expect(await body(canvasElement).findByRole('alert')).toHaveTextContent('网络连接失败，请检查网络后重试');
  },
};

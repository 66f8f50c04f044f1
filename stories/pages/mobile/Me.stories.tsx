import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { failed, loading, ready } from '@/components/Loadable';
import { MobileMeView, type MobileMeProfile } from '@/pages/mobile/me/MobileMeView';
import { onPage, pageParameters } from '../pageStory';

/** 我的 on a phone: the signed-in family and every personal page. */
const meta = {
  title: 'Pages/Mobile/Me',
  component: MobileMeView,
  decorators: [onPage],
  parameters: pageParameters,
  args: {
    profile: loading,
    unreadCount: null,
    onAdviser: fn(),
    onLogout: fn(),
  },
  argTypes: { profile: { control: false } },
} satisfies Meta<typeof MobileMeView>;
export default meta;
type Story = StoryObj<typeof meta>;

const family: MobileMeProfile = {
  name: '王小明',
  phone: '13800138000',
  gradeName: '初二',
  qiniuUrl: '',
  photoUrl: '',
};

export const Loading: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: '我的资料' })).toHaveAttribute('data-state', 'loading');
    // The entries do not wait for the profile.
    await expect(canvas.getByRole('link', { name: /^我的订单/ })).toHaveAttribute('href', '/personal/order');
  },
};

/** Signed in, with unread messages counted on 消息中心. */
export const SignedInWithCounts: Story = {
  args: { profile: ready(family), unreadCount: 3 },
  play: async ({ canvas, args }) => {
    const profile = canvas.getByRole('region', { name: '我的资料' });
    await expect(profile).toHaveTextContent('王小明');
    await expect(profile).toHaveTextContent('初二');
    await expect(profile).toHaveTextContent('138****8000');
    await expect(profile).not.toHaveTextContent('13800138000');
    await expect(canvas.getByRole('link', { name: /^消息中心/ })).toHaveAccessibleName(/3 条未读消息/);
    await expect(canvas.getByRole('link', { name: /^学习管理/ })).toHaveAttribute('href', '/studymag');
    await userEvent.click(canvas.getByRole('button', { name: '课程顾问' }));
    await expect(args.onAdviser).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: '退出登录' }));
    await expect(args.onLogout).toHaveBeenCalled();
  },
};

/** A new account: no nickname or grade yet, nothing unread. */
export const SignedInNew: Story = {
  args: { profile: ready({ ...family, name: '', gradeName: '' }), unreadCount: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: '我的资料' })).toHaveTextContent('学伴同学');
    await expect(canvas.getByRole('region', { name: '我的资料' })).toHaveTextContent('未选年级');
    await expect(canvas.getByRole('link', { name: /^消息中心/ })).toHaveAccessibleName(/^消息中心$/);
  },
};

export const LoadFailed: Story = {
  args: { profile: failed(fn()), unreadCount: null },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('资料加载失败，请稍后重试')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /重试|重新加载/ }));
    if (args.profile.status === 'error') await expect(args.profile.retry).toHaveBeenCalled();
  },
};

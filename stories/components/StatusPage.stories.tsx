import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { StatusPage, statusPageVariants } from '@/components/StatusPage';
import { StoryLink, navigate } from './storyKit';

const meta = {
  title: 'Layouts/StatusPage',
  component: StatusPage,
  parameters: { layout: 'fullscreen' },
  args: { variant: 'notFound', LinkComponent: StoryLink, onReload: fn(), onLoginClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: statusPageVariants },
    LinkComponent: { control: false },
  },
} satisfies Meta<typeof StatusPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    navigate.mockClear();
    await expect(canvas.getByRole('heading', { level: 1, name: '页面走丢了' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('link', { name: '返回首页' }));
    await expect(navigate).toHaveBeenCalledWith('/home');
  },
};

export const Playground: Story = { args: { variant: 'serverError' } };

export const NotFound: Story = { args: { variant: 'notFound' } };

export const ServerError: Story = {
  args: { variant: 'serverError', onReload: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '服务器开小差了' })).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: '重新加载' })).not.toBeInTheDocument();
  },
};

export const ServerErrorWithRetry: Story = {
  args: { variant: 'serverError' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '重新加载' }));
    await expect(args.onReload).toHaveBeenCalledOnce();
  },
};

export const ChunkError: Story = {
  args: { variant: 'chunkError' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('页面加载失败，请检查网络后重新加载。')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '重新加载' }));
    await expect(args.onReload).toHaveBeenCalledOnce();
  },
};

export const LoginRequired: Story = {
  args: { variant: 'loginRequired' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '立即登录' }));
    await expect(args.onLoginClick).toHaveBeenCalledOnce();
  },
};

export const MobileHome: Story = {
  args: { variant: 'notFound', homePath: '/m/home' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/m/home');
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DesktopLayoutWithFooter } from './storyLayouts';
import { MobileLayout } from '@/app/layouts/MobileLayout';
import { ChunkLoadErrorView } from '@/app/router/FailureViews';
import { PageLoading } from '@/app/router/PageLoading';
import NotFoundPage from '@/pages/desktop/notFound/NotFoundPage';
import ServerErrorPage from '@/pages/desktop/serverError/ServerErrorPage';
import { StoryApp } from './StoryApp';

const meta = {
  title: 'App/StatusViews',
  component: StoryApp,
  args: { layout: DesktopLayoutWithFooter, path: '/home' },
  argTypes: { layout: { control: false }, prepare: { control: false }, page: { control: false } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof StoryApp>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Any unknown desktop path. */
export const NotFound: Story = {
  args: { path: '/no-such-page', page: NotFoundPage },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '页面走丢了' })).toBeVisible();
    await expect(within(canvas.getByRole('main')).getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/home');
  },
};

/** Any unknown path of the mobile site, leading to the mobile home. */
export const MobileNotFound: Story = {
  args: { layout: MobileLayout, path: '/m/no-such-page', page: NotFoundPage },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/m/home');
  },
};

/** /error/500. */
export const ServerError: Story = {
  args: { path: '/error/500', page: ServerErrorPage },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '服务器开小差了' })).toBeVisible();
  },
};

const reload = fn();
function ChunkErrorPage() {
  return <ChunkLoadErrorView onReload={reload} />;
}

/** A page chunk that failed to load or timed out. */
export const ChunkLoadError: Story = {
  args: { path: '/news', page: ChunkErrorPage },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '重新加载' }));
    await expect(reload).toHaveBeenCalled();
  },
};

/** While a page chunk loads. */
export const Loading: Story = {
  args: { path: '/news', page: PageLoading },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('页面加载中')).toBeInTheDocument();
  },
};

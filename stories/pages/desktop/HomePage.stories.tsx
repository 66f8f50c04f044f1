import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { failed, loading, ready } from '@/components/Loadable';
import { countByProvince } from '@/features/home/PraiseWall';
import { HomeView, type HomeViewProps } from '@/pages/desktop/home/HomeView';
import { api } from '../../fixtures/api';
import { homeStages } from '../../features/home/homeFixtures';
import { onPage, pageParameters } from '../pageStory';

const content: HomeViewProps = {
  banners: ready(api.banners.list),
  bannerInterval: 0,
  stages: ready(homeStages),
  headline: ready({ ...api.headlineCourses, list: api.headlineCourses.list.slice(0, 4) }),
  stage: 'junior',
  onStageChange: fn(),
  stageCourses: ready(api.gradeCourses),
  tutors: ready(api.tutors.list.slice(0, 4)),
  news: ready(api.news.list.slice(0, 3)),
  praise: ready(api.praise.list.slice(0, 3)),
  provinces: ready(countByProvince(api.praiseLocations.list)),
  app: { ...api.basicData.appDownload, downloadUrl: 'http://localhost:8080/m/download' },
  onAdviser: fn(),
};

const meta = {
  title: 'Pages/Desktop/Home',
  component: HomeView,
  decorators: [onPage],
  parameters: pageParameters,
  args: content,
} satisfies Meta<typeof HomeView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Content: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('学伴在线');
    await expect(canvas.getByRole('tab', { name: '初中' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('link', { name: '查看更多学霸导师' })).toHaveAttribute('href', '/smarter');
  },
};

export const Loading: Story = {
  args: {
    banners: loading,
    stages: loading,
    headline: loading,
    stageCourses: loading,
    tutors: loading,
    news: loading,
    praise: loading,
    provinces: loading,
    app: null,
  },
};

export const Empty: Story = {
  args: {
    banners: ready([]),
    headline: ready({ list: [], total: 0, page: 1, size: 4 }),
    stageCourses: ready({ list: [], total: 0, page: 1, size: 8 }),
    tutors: ready([]),
    news: ready([]),
    praise: ready([]),
    provinces: ready([]),
  },
};

export const LoadFailed: Story = {
  args: {
    banners: failed(),
    stages: failed(),
    headline: failed(),
    stageCourses: failed(),
    tutors: failed(),
    news: failed(),
    praise: failed(),
    provinces: failed(),
    app: null,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button', { name: '重新加载' }).length).toBeGreaterThan(3);
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { AdviserCallout } from '@/features/home/AdviserCallout';
import { BannerCarousel } from '@/features/home/BannerCarousel';
import { GradeNav } from '@/features/home/GradeNav';
import { countByProvince, LearnerMap, PraiseQuotes } from '@/features/home/PraiseWall';
import { api } from '../../fixtures/api';
import { onPage } from '../../pages/pageStory';
import { homeStages } from './homeFixtures';

/** The home page's own parts: slides, the stage navigation, praise and the adviser call to action. */
const meta = {
  title: 'Features/Home/Parts',
  decorators: [
    onPage,
    (Story) => (
      <div style={{ maxWidth: 1200, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Banner: Story = {
  render: () => <BannerCarousel slides={api.banners.list} interval={0} />,
  play: async ({ canvas }) => {
    const dots = canvas.getAllByRole('button', { name: /查看第 \d 张/ });
    await expect(dots).toHaveLength(api.banners.list.length);
    await expect(dots[0]).toHaveAttribute('aria-current', 'true');
  },
};
export const BannerOneSlide: Story = {
  render: () => <BannerCarousel slides={api.banners.list.slice(0, 1)} interval={0} />,
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: '下一张' })).not.toBeInTheDocument();
  },
};

export const StageNavigation: Story = {
  render: () => <GradeNav stages={homeStages} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '初二' })).toHaveAttribute('href', '/course?gradeId=8');
  },
};

export const Praise: Story = { render: () => <PraiseQuotes praise={api.praise.list.slice(0, 3)} /> };
export const Learners: Story = {
  render: () => (
    <div style={{ width: 380 }}>
      <LearnerMap provinces={countByProvince(api.praiseLocations.list)} />
    </div>
  ),
};

const onAdviser = fn();
export const AdviserAndApp: Story = {
  render: () => (
    <AdviserCallout
      onAdviser={onAdviser}
      app={{ ...api.basicData.appDownload, downloadUrl: 'http://localhost:8080/m/download' }}
    />
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '添加课程顾问微信' }));
    await expect(onAdviser).toHaveBeenCalled();
  },
};

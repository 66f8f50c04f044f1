import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CampaignLayout } from '@/app/layouts/CampaignLayout';
import { StoryApp } from './StoryApp';

const meta = {
  title: 'App/CampaignLayout',
  component: StoryApp,
  args: { layout: CampaignLayout, path: '/freeCourse/home' },
  argTypes: { layout: { control: false }, prepare: { control: false }, page: { control: false } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof StoryApp>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Campaign pages in the warm campaign theme. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '免费试看课' })).toBeVisible();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AboutLayout } from '@/app/layouts/AboutLayout';
import { StoryApp } from './StoryApp';

const meta = {
  title: 'App/AboutLayout',
  component: StoryApp,
  args: { layout: AboutLayout, path: '/about/contact-us' },
  argTypes: { layout: { control: false }, prepare: { control: false }, page: { control: false } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof StoryApp>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The desktop frame with the sidebar of the /about pages. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '联系我们', current: 'page' })).toBeVisible();
  },
};

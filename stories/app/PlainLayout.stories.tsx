import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PlainLayout } from '@/app/layouts/PlainLayout';
import { StoryApp } from './StoryApp';

const meta = {
  title: 'App/PlainLayout',
  component: StoryApp,
  args: { layout: PlainLayout, path: '/manual/middleSchool' },
  argTypes: { layout: { control: false }, prepare: { control: false }, page: { control: false } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof StoryApp>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Handbooks draw their own frame: only the page area. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '初中学习手册' })).toBeVisible();
  },
};

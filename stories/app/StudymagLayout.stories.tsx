import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StudymagLayout } from '@/app/layouts/StudymagLayout';
import { StoryApp } from './StoryApp';

const meta = {
  title: 'App/StudymagLayout',
  component: StoryApp,
  args: { layout: StudymagLayout, path: '/studymag/report' },
  argTypes: { layout: { control: false }, prepare: { control: false }, page: { control: false } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof StoryApp>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The desktop frame with the study-management tabs. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '学习报告', current: 'page' })).toBeVisible();
  },
};

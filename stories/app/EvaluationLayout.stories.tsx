import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { EvaluationLayout } from '@/app/layouts/EvaluationLayout';
import { StoryApp } from './StoryApp';

const meta = {
  title: 'App/EvaluationLayout',
  component: StoryApp,
  args: { layout: EvaluationLayout, path: '/e/report' },
  argTypes: { layout: { control: false }, prepare: { control: false }, page: { control: false } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof StoryApp>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The evaluation area: a back button and the page title in the top bar. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '返回' })).toBeVisible();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { BareLayout } from '@/app/layouts/BareLayout';
import { StoryApp } from './StoryApp';

const meta = {
  title: 'App/BareLayout',
  component: StoryApp,
  args: { layout: BareLayout, path: '/webAgreement' },
  argTypes: { layout: { control: false }, prepare: { control: false }, page: { control: false } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof StoryApp>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Agreement and licence pages: no header or footer, a phone-wide column. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '用户服务协议' })).toBeVisible();
  },
};

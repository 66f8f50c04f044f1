import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { MobileLayout } from '@/app/layouts/MobileLayout';
import { StoryApp } from './StoryApp';

const meta = {
  title: 'App/MobileLayout',
  component: StoryApp,
  args: { layout: MobileLayout, path: '/m/home' },
  argTypes: { layout: { control: false }, prepare: { control: false }, page: { control: false } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof StoryApp>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The mobile site: the bar with the slide-in menu. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '打开菜单' })).toBeVisible();
  },
};

/** The slide-in menu opened from the bar. */
export const MenuOpen: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: '打开菜单' }));
    const menu = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: '网站导航' });
    await expect(within(menu).getByRole('link', { name: '首页' })).toHaveAttribute('aria-current', 'page');
    await expect(within(menu).getByRole('link', { name: '顾问防伪' })).toHaveAttribute('href', '/m/ensure');
  },
};

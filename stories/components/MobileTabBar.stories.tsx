import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { MobileTabBar, mobileTabItems } from '@/components/MobileTabBar';
import { StoryLink, navigate } from './storyKit';

const meta = {
  title: 'Layouts/MobileTabBar',
  component: MobileTabBar,
  // The bar is fixed to the bottom of the screen; the frame gives the picture its height.
  decorators: [
    (Story) => (
      <div style={{ minHeight: '120px' }}>
        <Story />
      </div>
    ),
  ],
  parameters: { layout: 'fullscreen' },
  args: { current: 'home', LinkComponent: StoryLink },
  argTypes: {
    current: { control: 'select', options: [null, ...mobileTabItems.map((item) => item.key)] },
    LinkComponent: { control: false },
  },
} satisfies Meta<typeof MobileTabBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('navigation', { name: '底部导航' });
    const links = [...bar.querySelectorAll('a')];
    await expect(links.map((link) => link.textContent)).toEqual(['首页', '课程', '学习', '我的']);
    await expect(canvas.getByRole('link', { name: '首页' })).toHaveAttribute('aria-current', 'page');
    for (const link of links) await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

export const Playground: Story = {};

export const CurrentCourse: Story = {
  args: { current: 'course' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '课程' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: '首页' })).not.toHaveAttribute('aria-current');
  },
};

/** 学习 leads to my courses. */
export const CurrentLearn: Story = {
  args: { current: 'learn' },
  play: async ({ canvas }) => {
    navigate.mockClear();
    await userEvent.click(canvas.getByRole('link', { name: '学习' }));
    await expect(navigate).toHaveBeenCalledWith('/personal/my-course');
  },
};

export const CurrentMe: Story = {
  args: { current: 'me' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '我的' })).toHaveAttribute('href', '/m/me');
    await expect(canvas.getByRole('link', { name: '我的' })).toHaveAttribute('aria-current', 'page');
  },
};

/** A page of no tab (an order, the adviser check): nothing marked. */
export const NoCurrentTab: Story = {
  args: { current: null },
  play: async ({ canvas }) => {
    for (const name of ['首页', '课程', '学习', '我的']) {
      await expect(canvas.getByRole('link', { name })).not.toHaveAttribute('aria-current');
    }
  },
};

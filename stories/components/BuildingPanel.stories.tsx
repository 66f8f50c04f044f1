import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { BuildingPanel } from '@/components/BuildingPanel';
import { StoryLink, navigate } from './storyKit';

const meta = {
  title: 'Layouts/BuildingPanel',
  component: BuildingPanel,
  parameters: { layout: 'fullscreen' },
  args: { pageTitle: '学习报告', LinkComponent: StoryLink },
  argTypes: { LinkComponent: { control: false } },
} satisfies Meta<typeof BuildingPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    navigate.mockClear();
    await expect(canvas.getByRole('heading', { level: 1, name: '学习报告' })).toBeInTheDocument();
    await expect(canvas.getByText('此页面正在建设中')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('link', { name: '返回首页' }));
    await expect(navigate).toHaveBeenCalledWith('/home');
  },
};

export const Playground: Story = { args: { pageTitle: '课程购买' } };

export const WithBack: Story = {
  args: { pageTitle: '学习计划', onBack: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '返回上一页' }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};

export const LongTitle: Story = { args: { pageTitle: '高中物理必修一 · 第二章 匀变速直线运动的研究 · 章节练习详情' } };

export const MobileSite: Story = { args: { pageTitle: '新人好礼', homePath: '/m/home' } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { InsightDashboard as Dashboard } from '@contract/api/schemas/admin/insight';
import { InsightDashboard, type InsightData, type InsightRangeValue } from '@/features/console/InsightDashboard';
import { inConsolePanel } from './consoleStory';

/**
 * The owner's dashboard over a fixed week, in each state. Charts are drawn without animation so a screenshot
 * always holds the finished picture.
 */
const meta = {
  title: 'Features/Console/Insight',
  tags: ['console'],
  decorators: inConsolePanel,
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const TODAY = '2026-12-07';
const week: InsightRangeValue = { preset: 'last7', from: '2026-12-01', to: '2026-12-07', grain: 'day' };

const periods: Dashboard['periods'] = [
  { start: '2026-12-01', sales: 1280_00, refunds: 0, net: 1280_00, orders: 1, payingFamilies: 1 },
  { start: '2026-12-02', sales: 3857_00, refunds: 0, net: 3857_00, orders: 3, payingFamilies: 3 },
  { start: '2026-12-03', sales: 2396_50, refunds: 300_00, net: 2096_50, orders: 2, payingFamilies: 2 },
  { start: '2026-12-04', sales: 0, refunds: 699_00, net: -699_00, orders: 0, payingFamilies: 0 },
  { start: '2026-12-05', sales: 5174_00, refunds: 0, net: 5174_00, orders: 4, payingFamilies: 3 },
  { start: '2026-12-06', sales: 6452_00, refunds: 1280_00, net: 5172_00, orders: 5, payingFamilies: 5 },
  { start: '2026-12-07', sales: 1998_00, refunds: 0, net: 1998_00, orders: 2, payingFamilies: 2 },
];

const dashboard: Dashboard = {
  from: week.from,
  to: week.to,
  grain: 'day',
  totals: { sales: 21157_50, refunds: 2279_00, net: 18878_50, orders: 17, payingFamilies: 14 },
  periods,
  channels: [
    { channel: 'pc', visits: 4210, signups: 96, firstOrders: 7 },
    { channel: 'h5', visits: 6830, signups: 143, firstOrders: 5 },
    { channel: 'wechat', visits: 2950, signups: 61, firstOrders: 2 },
  ],
  courses: [
    { courseId: 12, title: '初三数学《二次函数》专题精讲', count: 6, amount: 7680_00 },
    { courseId: 8, title: '初二英语《完形填空》提分课', count: 5, amount: 4495_00 },
    { courseId: 15, title: '高一物理《力与运动》同步课', count: 3, amount: 4197_00 },
    { courseId: 3, title: '初二语文《文言文阅读》专题课', count: 3, amount: 2396_50 },
  ],
  completion: [
    {
      courseId: 12,
      title: '初三数学《二次函数》专题精讲',
      enrolled: 42,
      lessons: 12,
      finishedStudents: 9,
      lessonCompletion: 0.538,
    },
    {
      courseId: 8,
      title: '初二英语《完形填空》提分课',
      enrolled: 35,
      lessons: 10,
      finishedStudents: 14,
      lessonCompletion: 0.712,
    },
    { courseId: 3, title: '初二语文《文言文阅读》专题课', enrolled: 20, lessons: 8, finishedStudents: 3, lessonCompletion: 0.35 },
  ],
};

/** The dashboard with its range held in the story, as the page holds it in the address. */
function Interactive({ data, range = week }: { data: InsightData; range?: InsightRangeValue }) {
  const [shown, setShown] = useState(range);
  return <InsightDashboard range={shown} today={TODAY} onRangeChange={setShown} data={data} animate={false} />;
}

export const Content: Story = {
  render: () => <Interactive data={{ state: 'ready', dashboard }} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('insight-total-sales')).toHaveTextContent('¥21,157.50');
    await expect(canvas.getByTestId('insight-total-net')).toHaveTextContent('¥18,878.50');
    const refundDay = within(canvas.getByTestId('insight-period-2026-12-04'));
    await expect(refundDay.getByText('-¥699.00')).toBeVisible();
    await expect(canvas.getByRole('img', { name: /销售额、退款与净收入图/ })).toBeVisible();
    await expect(canvas.getByRole('cell', { name: '2.3%' })).toBeVisible();
  },
};

export const Weekly: Story = {
  render: () => (
    <Interactive
      range={{ ...week, grain: 'week' }}
      data={{
        state: 'ready',
        dashboard: {
          ...dashboard,
          grain: 'week',
          periods: [
            { start: '2026-11-30', sales: 18159_50, refunds: 999_00, net: 17160_50, orders: 15, payingFamilies: 12 },
            { start: '2026-12-07', sales: 1998_00, refunds: 1280_00, net: 718_00, orders: 2, payingFamilies: 2 },
          ],
        },
      }}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '按周' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getAllByText('2026-11-30 起一周')[0]).toBeVisible();
  },
};

export const Loading: Story = {
  render: () => <Interactive data={{ state: 'loading' }} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('正在统计…')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const Empty: Story = {
  render: () => (
    <Interactive
      data={{
        state: 'ready',
        dashboard: {
          ...dashboard,
          totals: { sales: 0, refunds: 0, net: 0, orders: 0, payingFamilies: 0 },
          periods: periods.map((row) => ({ ...row, sales: 0, refunds: 0, net: 0, orders: 0, payingFamilies: 0 })),
          channels: dashboard.channels.map((row) => ({ ...row, signups: 0, firstOrders: 0 })),
          courses: [],
          completion: [],
        },
      }}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('这段时间还没有订单')).toHaveLength(3);
    await expect(canvas.getByText('到结束日还没有学员报名课程')).toBeVisible();
  },
};

export const Failed: Story = {
  render: () => (
    <Interactive data={{ state: 'error', message: '网络连接失败', onRetry: fn().mockName('retry'), retrying: false }} />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/数据没有加载出来：网络连接失败/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: '重试' })).toBeEnabled();
  },
};

export const CustomRangeRefused: Story = {
  render: () => <Interactive data={{ state: 'ready', dashboard }} range={{ ...week, preset: 'custom' }} />,
  play: async ({ canvas }) => {
    const from = canvas.getByLabelText('开始日期');
    await userEvent.clear(from);
    await userEvent.type(from, '2025-12-01');
    await userEvent.click(canvas.getByRole('button', { name: '查看' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('时间范围最长 366 天');
    await expect(from).toHaveAttribute('aria-invalid', 'true');
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { vars } from '@tokens/theme.css';
import { Tabs, tabsVariants, type TabItem, type TabsProps } from '@/components/Tabs';

const subjects: TabItem[] = [
  { value: 'all', label: '全部课程', count: 32 },
  { value: 'math', label: '数学', count: 12 },
  { value: 'english', label: '英语', count: 8 },
  { value: 'physics', label: '物理', count: 6 },
  { value: 'chemistry', label: '化学', count: 0, disabled: true },
];

const summaries: Record<string, string> = {
  all: '共 32 门课程，覆盖初一到高三全部年级。',
  math: '数学 12 门：函数专题、几何综合、中考压轴题精讲。',
  english: '英语 8 门：完形填空技巧、高频词汇、写作模板。',
  physics: '物理 6 门：力学基础、电学实验、中考物理冲刺。',
  chemistry: '化学课程即将上线。',
};

function Panel({ value }: { value: string }) {
  return <p style={{ margin: 0, color: vars.color.neutral[700] }}>{summaries[value]}</p>;
}

function ControlledTabs(args: TabsProps) {
  const [value, setValue] = useState(args.value);
  return (
    <Tabs
      {...args}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        args.onValueChange(next);
      }}
    >
      <Panel value={value} />
    </Tabs>
  );
}

const meta = {
  title: 'Components/Tabs',
  component: Tabs,
  args: { items: subjects, value: 'all', label: '课程分类', onValueChange: fn() },
  argTypes: { variant: { control: 'inline-radio', options: tabsVariants } },
  render: (args) => <ControlledTabs {...args} />,
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('tab', { name: /英语/ }));
    await expect(args.onValueChange).toHaveBeenCalledWith('english');
    await expect(canvas.getByRole('tab', { name: /英语/ })).toHaveAttribute('data-state', 'active');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('完形填空');
  },
};

export const Playground: Story = { args: { variant: 'line', fitted: false } };

export const Line: Story = { args: { variant: 'line' } };

export const Pill: Story = { args: { variant: 'pill', value: 'math' } };

export const Fitted: Story = {
  args: {
    fitted: true,
    label: '订单状态',
    value: 'unpaid',
    items: [
      { value: 'all', label: '全部' },
      { value: 'unpaid', label: '待支付', count: 2 },
      { value: 'paid', label: '已支付' },
      { value: 'refunded', label: '已退款' },
    ],
  },
};

export const WithOwnPanels: Story = {
  args: {
    label: '课程详情',
    value: 'intro',
    items: [
      {
        value: 'intro',
        label: '课程介绍',
        content: <p style={{ margin: 0 }}>本课程由特级教师主讲，系统梳理初中几何的核心模型。</p>,
      },
      { value: 'chapters', label: '课程目录', count: 24, content: <p style={{ margin: 0 }}>第 1 讲 三角形全等的五种判定……</p> },
      {
        value: 'reviews',
        label: '学员评价',
        count: 128,
        content: <p style={{ margin: 0 }}>“讲得很清楚，孩子期末提高了 20 分。”</p>,
      },
    ],
  },
  render: (args) => <ControlledTabs {...args} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: /学员评价/ }));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('期末提高了 20 分');
  },
};

export const DisabledTab: Story = {
  play: async ({ canvas, args }) => {
    const chemistry = canvas.getByRole('tab', { name: /化学/ });
    await expect(chemistry).toBeDisabled();
    await userEvent.click(chemistry);
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

export const KeyboardNavigation: Story = {
  play: async ({ canvas, args }) => {
    canvas.getByRole('tab', { name: /全部课程/ }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(canvas.getByRole('tab', { name: /数学/ })).toHaveFocus());
    await expect(args.onValueChange).toHaveBeenCalledWith('math');
  },
};

export const LargeCounts: Story = {
  args: {
    label: '消息分类',
    value: 'system',
    items: [
      { value: 'system', label: '系统通知', count: 326 },
      { value: 'course', label: '课程提醒', count: 12 },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: /系统通知/ })).toHaveTextContent('99+');
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { RadioChips } from '@/components/RadioChips';
import { TabButtons } from '@/components/TabButtons';
import { TextAreaField } from '@/components/TextAreaField';

/** Form and choice controls of the design system: several lines of text, chips, pill tabs. */
const meta = {
  title: 'Components/FormParts',
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

function Area({ initial = '', error }: { initial?: string; error?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <TextAreaField
      label="问题描述"
      required
      value={value}
      onValueChange={setValue}
      maxLength={200}
      error={error}
      hint="请尽量详细"
    />
  );
}

export const TextArea: Story = {
  render: () => <Area />,
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText(/问题描述/), '视频卡顿');
    await expect(canvas.getByText('4 / 200')).toBeVisible();
  },
};
export const TextAreaInvalid: Story = { render: () => <Area error="请填写问题描述" /> };

function Chips({ error }: { error?: string }) {
  const [value, setValue] = useState('');
  return (
    <RadioChips
      legend="反馈类型"
      required
      options={['课程内容', '视频播放', '其他'].map((label) => ({ value: label, label }))}
      value={value}
      onValueChange={setValue}
      error={error}
    />
  );
}

export const Chips1: Story = {
  name: 'Radio Chips',
  render: () => <Chips />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: '其他' }));
    await expect(canvas.getByRole('radio', { name: '其他' })).toBeChecked();
  },
};
export const ChipsInvalid: Story = { name: 'Radio Chips Invalid', render: () => <Chips error="请选择反馈类型" /> };

function Tabs() {
  const [value, setValue] = useState('junior');
  return (
    <TabButtons
      label="学段"
      value={value}
      onValueChange={setValue}
      items={[
        { value: 'primary', label: '小学' },
        { value: 'junior', label: '初中' },
        { value: 'senior', label: '高中' },
      ]}
    >
      <p>{value === 'primary' ? '小学课程' : value === 'junior' ? '初中课程' : '高中课程'}</p>
    </TabButtons>
  );
}

export const PillTabs: Story = {
  render: () => <Tabs />,
  play: async ({ canvas }) => {
    const junior = canvas.getByRole('tab', { name: '初中' });
    await expect(junior).toHaveAttribute('aria-selected', 'true');
    junior.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: '高中' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('高中课程');
  },
};

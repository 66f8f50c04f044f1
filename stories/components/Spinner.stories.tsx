import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { vars } from '@tokens/theme.css';
import { Spinner, spinnerSizes, spinnerTones } from '@/components/Spinner';

const meta = {
  title: 'Components/Spinner',
  component: Spinner,
  args: {},
  argTypes: {
    size: { control: 'inline-radio', options: spinnerSizes },
    tone: { control: 'inline-radio', options: spinnerTones },
  },
} satisfies Meta<typeof Spinner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('加载中');
  },
};

export const Playground: Story = { args: { size: 'md', tone: 'brand', showLabel: true } };

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', alignItems: 'center', gap: vars.space[5] }}>
      {spinnerSizes.map((size) => (
        <Spinner key={size} {...args} size={size} />
      ))}
    </div>
  ),
};

export const Tones: Story = {
  render: (args) => (
    <div style={{ display: 'flex', alignItems: 'center', gap: vars.space[5], flexWrap: 'wrap' }}>
      <Spinner {...args} tone="brand" showLabel />
      <Spinner {...args} tone="neutral" showLabel />
      <span
        style={{
          display: 'inline-flex',
          padding: `${vars.space[2]} ${vars.space[4]}`,
          borderRadius: vars.radius.md,
          background: vars.color.brand[700],
        }}
      >
        <Spinner {...args} tone="inverse" showLabel />
      </span>
    </div>
  ),
};

export const WithLabel: Story = {
  args: { showLabel: true, label: '正在加载课程目录' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('正在加载课程目录')).toBeVisible();
  },
};

export const Stacked: Story = {
  args: { showLabel: true, stacked: true, size: 'lg', label: '支付结果确认中' },
};

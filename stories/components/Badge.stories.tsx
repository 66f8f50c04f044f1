import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { vars } from '@tokens/theme.css';
import { Avatar } from '@/components/Avatar';
import { Badge, badgeTones } from '@/components/Badge';
import { Button } from '@/components/Button';

const meta = {
  title: 'Components/Badge',
  component: Badge,
  args: { count: 5, children: <Button variant="outline">消息中心</Button> },
  argTypes: {
    tone: { control: 'inline-radio', options: badgeTones },
    count: { control: { type: 'number', min: 0 } },
    max: { control: { type: 'number', min: 1 } },
  },
  decorators: [
    (Story) => (
      <div style={{ padding: vars.space[3] }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('[data-part="indicator"]')).toHaveTextContent('5');
    await expect(canvas.getByText('5 条新消息')).toBeInTheDocument();
  },
};

export const Playground: Story = { args: { count: 12, max: 99, tone: 'error' } };

export const Overflow: Story = {
  args: { count: 128 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('[data-part="indicator"]')).toHaveTextContent('99+');
    await expect(canvas.getByText('128 条新消息')).toBeInTheDocument();
  },
};

export const Dot: Story = {
  args: { dot: true, children: <Avatar name="李华" size="lg" /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('有新消息')).toBeInTheDocument();
  },
};

export const Zero: Story = {
  args: { count: 0 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-part="indicator"]')).toBeNull();
  },
};

export const ZeroShown: Story = { args: { count: 0, showZero: true, tone: 'neutral' } };

export const Tones: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: vars.space[6], flexWrap: 'wrap' }}>
      {badgeTones.map((tone) => (
        <Badge key={tone} {...args} tone={tone} count={8} />
      ))}
    </div>
  ),
};

export const Standalone: Story = {
  render: (args) => (
    <p style={{ display: 'flex', alignItems: 'center', gap: vars.space[2], margin: 0, color: vars.color.neutral[700] }}>
      未读通知 <Badge tone={args.tone} count={23} />
    </p>
  ),
};

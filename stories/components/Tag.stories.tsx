import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { vars } from '@tokens/theme.css';
import { Tag, tagAppearances, tagSizes, tagTones, type TagTone } from '@/components/Tag';

const toneExamples: Record<TagTone, string> = {
  brand: '初二',
  accent: '限时优惠',
  success: '已支付',
  warning: '待支付',
  error: '已过期',
  neutral: '已结课',
};

const row = { display: 'flex', alignItems: 'center', gap: vars.space[3], flexWrap: 'wrap' } as const;

const meta = {
  title: 'Components/Tag',
  component: Tag,
  args: { children: '初二' },
  argTypes: {
    tone: { control: 'inline-radio', options: tagTones },
    size: { control: 'inline-radio', options: tagSizes },
    appearance: { control: 'inline-radio', options: tagAppearances },
  },
} satisfies Meta<typeof Tag>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('初二')).toHaveAttribute('data-tone', 'brand');
  },
};

export const Playground: Story = { args: { tone: 'accent', size: 'md', appearance: 'soft', children: '限时优惠' } };

export const Tones: Story = {
  render: (args) => (
    <div style={row}>
      {tagTones.map((tone) => (
        <Tag key={tone} {...args} tone={tone}>
          {toneExamples[tone]}
        </Tag>
      ))}
    </div>
  ),
};

export const Solid: Story = {
  render: (args) => (
    <div style={row}>
      {tagTones.map((tone) => (
        <Tag key={tone} {...args} appearance="solid" tone={tone}>
          {toneExamples[tone]}
        </Tag>
      ))}
    </div>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <div style={row}>
      {tagSizes.map((size) => (
        <Tag key={size} {...args} size={size}>
          {size === 'sm' ? '小号 · 初二' : '中号 · 初二'}
        </Tag>
      ))}
    </div>
  ),
};

export const Pill: Story = {
  render: (args) => (
    <div style={row}>
      {['小学', '初中', '高中'].map((stage) => (
        <Tag key={stage} {...args} pill size="md" tone="neutral">
          {stage}
        </Tag>
      ))}
    </div>
  ),
};

export const WithIcon: Story = {
  args: {
    tone: 'success',
    children: '正版认证',
    icon: (
      <svg viewBox="0 0 16 16" width="1em" height="1em" aria-hidden="true" focusable="false">
        <path
          d="M3.5 8.5 6.5 11.5 12.5 4.5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    ),
  },
};

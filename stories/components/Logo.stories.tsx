import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { vars } from '@tokens/theme.css';
import { Logo, logoSizes, logoTones } from '@/components/Logo';

const meta = {
  title: 'Layouts/Logo',
  component: Logo,
  argTypes: {
    size: { control: 'inline-radio', options: logoSizes },
    tone: { control: 'inline-radio', options: logoTones },
  },
} satisfies Meta<typeof Logo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '学伴在线' })).toBeInTheDocument();
  },
};

export const Playground: Story = { args: { size: 'lg', tone: 'default', markOnly: false, showTagline: true } };

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: vars.space[6], alignItems: 'center', flexWrap: 'wrap' }}>
      {logoSizes.map((size) => (
        <Logo key={size} {...args} size={size} />
      ))}
    </div>
  ),
};

export const Inverse: Story = {
  args: { tone: 'inverse', size: 'lg' },
  render: (args) => (
    <div
      style={{
        background: vars.color.neutral[900],
        padding: vars.space[5],
        borderRadius: vars.radius.lg,
        display: 'inline-block',
      }}
    >
      <Logo {...args} />
    </div>
  ),
};

export const MarkOnly: Story = {
  args: { markOnly: true, size: 'lg' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '学伴在线' })).toBeInTheDocument();
    await expect(canvas.queryByText('学伴在线')).not.toBeInTheDocument();
  },
};

export const WithoutTagline: Story = { args: { showTagline: false } };

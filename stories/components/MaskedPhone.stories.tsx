import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { vars } from '@tokens/theme.css';
import { MaskedPhone } from '@/components/MaskedPhone';

const meta = {
  title: 'Components/MaskedPhone',
  component: MaskedPhone,
  args: { phone: '13800138000' },
  argTypes: { phone: { control: 'text' } },
} satisfies Meta<typeof MaskedPhone>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('138****8000')).toBeInTheDocument();
    await expect(canvas.queryByText('13800138000')).toBeNull();
  },
};

export const Playground: Story = { args: { phone: '139 1234 5678' } };

export const WithCountryCode: Story = {
  args: { phone: '+86 139-1234-5678' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('139****5678')).toBeInTheDocument();
  },
};

export const TooShort: Story = {
  args: { phone: '1380013' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('*******')).toHaveAttribute('data-state', 'masked');
  },
};

export const Invalid: Story = {
  args: { phone: 'abc123' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('******')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { phone: '' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('未绑定手机号')).toHaveAttribute('data-state', 'empty');
  },
};

export const InSmsCheck: Story = {
  render: (args) => (
    <p style={{ margin: 0, fontSize: vars.fontSize.md, color: vars.color.neutral[700] }}>
      为保障账号安全，验证码将发送至 <MaskedPhone {...args} style={{ color: vars.color.neutral[900] }} />
    </p>
  ),
};

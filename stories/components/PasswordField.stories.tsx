import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { PasswordField, type PasswordFieldProps } from '@/components/PasswordField';

function StatefulPasswordField({ value: initial, onValueChange, ...props }: PasswordFieldProps) {
  const [value, setValue] = useState(initial);
  return (
    <PasswordField
      {...props}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        onValueChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Components/PasswordField',
  component: PasswordField,
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <StatefulPasswordField {...args} />
    </div>
  ),
  args: {
    label: '密码',
    placeholder: '请输入密码',
    value: '',
    onValueChange: fn(),
    onVisibleChange: fn(),
  },
} satisfies Meta<typeof PasswordField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByLabelText('密码');
    await userEvent.type(input, 'xue ban 2024');
    await expect(input).toHaveValue('xueban2024');
    await expect(input).toHaveAttribute('type', 'password');

    const toggle = canvas.getByRole('button', { name: '显示密码' });
    await userEvent.click(toggle);
    await expect(input).toHaveAttribute('type', 'text');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onVisibleChange).toHaveBeenCalledWith(true);
  },
};

export const Playground: Story = { args: { hint: '6-16位，区分大小写', size: 'lg' } };

export const Shown: Story = {
  args: { value: 'Math2024pass', defaultVisible: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('密码')).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('button', { name: '显示密码' })).toHaveAttribute('aria-pressed', 'true');
  },
};

export const MaxLength: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('密码');
    await userEvent.click(input);
    await userEvent.paste('abcd efgh ijkl mnop qrst');
    await expect(input).toHaveValue('abcdefghijklmnop');
  },
};

export const Invalid: Story = {
  args: { value: 'abc', error: '账号或密码错误，请重新输入' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('密码')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Disabled: Story = {
  args: { value: 'Math2024pass', disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '显示密码' })).toBeDisabled();
  },
};

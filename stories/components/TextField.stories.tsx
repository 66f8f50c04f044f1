import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { TextField, textFieldSizes, type TextFieldProps } from '@/components/TextField';

/** Holds the value so typing works in the canvas; the story's spy still hears every change. */
function StatefulTextField({ value: initial, onValueChange, ...props }: TextFieldProps) {
  const [value, setValue] = useState(initial);
  return (
    <TextField
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
  title: 'Components/TextField',
  component: TextField,
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <StatefulTextField {...args} />
    </div>
  ),
  args: {
    label: '手机号',
    placeholder: '请输入11位手机号',
    value: '',
    onValueChange: fn(),
    digitsOnly: true,
    maxLength: 11,
    inputMode: 'numeric',
    autoComplete: 'tel',
  },
  argTypes: {
    size: { control: 'inline-radio', options: textFieldSizes },
    prefix: { control: false },
    suffix: { control: false },
  },
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: '手机号' });
    await userEvent.type(input, '138a0013 8000-99');
    await expect(input).toHaveValue('13800138000');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('13800138000');
  },
};

export const Playground: Story = {
  args: { hint: '仅用于登录和接收验证码', size: 'lg' },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16, maxWidth: 360 }}>
      {textFieldSizes.map((size) => (
        <StatefulTextField key={size} {...args} size={size} label={`手机号（${size}）`} />
      ))}
    </div>
  ),
};

export const WithHint: Story = {
  args: { hint: '仅用于登录和接收验证码' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: '手机号' })).toHaveAccessibleDescription('仅用于登录和接收验证码');
  },
};

export const Invalid: Story = {
  args: { value: '1380013', error: '请输入正确的11位手机号', hint: '仅用于登录和接收验证码' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: '手机号' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('请输入正确的11位手机号');
  },
};

export const Disabled: Story = {
  args: { value: '13800138000', disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: '手机号' })).toBeDisabled();
  },
};

export const Required: Story = { args: { required: true } };

export const WithPrefixAndSuffix: Story = {
  args: {
    prefix: <span>+86</span>,
    suffix: <span>中国大陆</span>,
  },
};

export const HiddenLabel: Story = {
  args: { hideLabel: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: '手机号' })).toBeVisible();
  },
};

export const FreeText: Story = {
  args: {
    label: '搜索课程',
    placeholder: '例如：初二数学 同步提升',
    digitsOnly: false,
    maxLength: 30,
    inputMode: 'search',
    autoComplete: 'off',
    hint: '最多30个字',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: '搜索课程' });
    await userEvent.type(input, '高一物理');
    await expect(input).toHaveValue('高一物理');
  },
};

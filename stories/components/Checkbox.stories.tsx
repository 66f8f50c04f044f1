import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Checkbox, checkboxSizes, type CheckboxProps } from '@/components/Checkbox';

function StatefulCheckbox({ checked: initial, onCheckedChange, ...props }: CheckboxProps) {
  const [checked, setChecked] = useState(initial);
  return (
    <Checkbox
      {...props}
      checked={checked}
      onCheckedChange={(next) => {
        setChecked(next);
        onCheckedChange(next);
      }}
    />
  );
}

const agreement = (
  <>
    我已阅读并同意<a href="#user-agreement">《用户协议》</a>和<a href="#privacy-policy">《隐私政策》</a>
  </>
);

const meta = {
  title: 'Components/Checkbox',
  component: Checkbox,
  render: (args) => <StatefulCheckbox {...args} />,
  args: { checked: true, onCheckedChange: fn(), children: agreement },
  argTypes: {
    size: { control: 'inline-radio', options: checkboxSizes },
    checked: { control: 'inline-radio', options: [true, false, 'indeterminate'] },
    children: { control: false },
  },
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('checkbox', { name: '我已阅读并同意《用户协议》和《隐私政策》' });
    await expect(box).toBeChecked();
    await userEvent.click(canvas.getByText(/^我已阅读并同意/));
    await expect(box).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(false);
  },
};

export const Playground: Story = { args: { size: 'md' } };

export const Unchecked: Story = {
  args: { checked: false, children: '记住密码' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: '记住密码' }));
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true);
  },
};

export const Checked: Story = { args: { checked: true, children: '记住密码' } };

export const Indeterminate: Story = {
  args: { checked: 'indeterminate', children: '全选（已选 2/5 门课程）' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox')).toHaveAttribute('aria-checked', 'mixed');
  },
};

export const Invalid: Story = {
  args: { checked: false, invalid: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Disabled: Story = {
  args: { disabled: true, children: '自动续费（本课程暂不支持）', checked: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox')).toBeDisabled();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      {checkboxSizes.map((size) => (
        <StatefulCheckbox key={size} {...args} size={size}>
          接收课程上新通知（{size}）
        </StatefulCheckbox>
      ))}
    </div>
  ),
};

export const LongLabelOnPhone: Story = {
  args: {
    children: (
      <>
        我已阅读并同意<a href="#user-agreement">《用户协议》</a>，未满18周岁的用户已在监护人陪同下阅读，并确认注册资料真实、合法
      </>
    ),
  },
  render: (args) => (
    <div style={{ maxWidth: 320 }}>
      <StatefulCheckbox {...args} />
    </div>
  ),
};

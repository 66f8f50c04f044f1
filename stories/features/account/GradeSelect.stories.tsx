import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { GradeSelect, gradeSelectStatuses, type GradeSelectProps } from '@/features/account/GradeSelect';
import { gradeGroups } from './fixtures';

/** Keeps the picked grade like the page does until the user confirms. */
function StatefulGradeSelect({ value: initial, onChange, ...props }: GradeSelectProps) {
  const [value, setValue] = useState(initial);
  return (
    <GradeSelect
      {...props}
      value={value}
      onChange={(grade) => {
        setValue(grade);
        onChange(grade);
      }}
    />
  );
}

const meta = {
  title: 'Account/GradeSelect',
  component: GradeSelect,
  render: (args) => <StatefulGradeSelect {...args} />,
  parameters: { layout: 'fullscreen' },
  args: {
    open: true,
    status: 'ready',
    groups: gradeGroups,
    value: null,
    onChange: fn(),
    onConfirm: fn(),
    onRetry: fn(),
    onOpenChange: fn(),
  },
  argTypes: { status: { control: 'inline-radio', options: gradeSelectStatuses } },
} satisfies Meta<typeof GradeSelect>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = (element: HTMLElement) => within(element.ownerDocument.body);

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: '选择你的年级' });
    const confirm = within(dialog).getByRole('button', { name: '确定' });
    await expect(confirm).toBeDisabled();
    await expect(within(dialog).queryByRole('button', { name: '关闭' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await expect(page(canvasElement).getByRole('dialog')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('radio', { name: '初二' }));
    await expect(args.onChange).toHaveBeenCalledWith('初二');
    await expect(confirm).toBeEnabled();
    await userEvent.click(confirm);
    await expect(args.onConfirm).toHaveBeenCalledWith('初二');
  },
};

export const Playground: Story = { args: { value: '高一', dismissible: true } };

export const Loading: Story = {
  args: { status: 'loading', groups: [] },
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: '选择你的年级' });
    await expect(within(dialog).getByRole('status')).toHaveAttribute('aria-busy', 'true');
    await expect(within(dialog).queryByRole('button', { name: '确定' })).not.toBeInTheDocument();
  },
};

export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: '选择你的年级' });
    await expect(within(dialog).getByRole('group', { name: '小学' })).toBeInTheDocument();
    await expect(within(dialog).getAllByRole('radio')).toHaveLength(12);
  },
};

export const Chosen: Story = {
  args: { value: '初二' },
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: '选择你的年级' });
    await expect(within(dialog).getByRole('radio', { name: '初二' })).toBeChecked();
    await expect(within(dialog).getByRole('button', { name: '确定' })).toBeEnabled();
  },
};

export const Saving: Story = {
  args: { value: '初二', saving: true },
  play: async ({ canvasElement, args }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: '选择你的年级' });
    const confirm = within(dialog).getByRole('button', { name: /确定/ });
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
    await expect(within(dialog).getByRole('radio', { name: '高一' })).toBeDisabled();
    await userEvent.click(confirm);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const LoadError: Story = {
  args: { status: 'error', groups: [] },
  play: async ({ canvasElement, args }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: '选择你的年级' });
    await expect(within(dialog).getByText('年级列表加载失败，请稍后重试')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: '重新加载' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Retrying: Story = {
  args: { status: 'error', groups: [], retrying: true },
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: '选择你的年级' });
    await expect(within(dialog).getByRole('button', { name: /重新加载/ })).toHaveAttribute('aria-busy', 'true');
  },
};

export const English: Story = { globals: { locale: 'en' }, args: { value: '初二' } };

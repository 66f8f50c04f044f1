import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { SearchBox, searchBoxSizes, type SearchBoxProps } from '@/components/SearchBox';

function Box(props: Omit<SearchBoxProps, 'value' | 'onValueChange'>) {
  const [value, setValue] = useState('');
  return <SearchBox {...props} value={value} onValueChange={setValue} />;
}

const meta = {
  title: 'Components/SearchBox',
  component: Box,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480, minHeight: 320 }}>
        <Story />
      </div>
    ),
  ],
  args: { onSubmit: fn(), onRemoveEntry: fn(), onClearHistory: fn(), history: ['一次函数', '中考作文', '英语语法'], size: 'md' },
  argTypes: { size: { control: 'inline-radio', options: searchBoxSizes } },
} satisfies Meta<typeof Box>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('combobox'), '物理{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('物理');
  },
};
export const Playground: Story = {};
export const Large: Story = { args: { size: 'lg' } };
export const HistoryOpen: Story = {
  play: async ({ canvas, args }) => {
    const field = canvas.getByRole('combobox');
    await userEvent.click(field);
    await expect(field).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('button', { name: '一次函数' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: '删除搜索记录“中考作文”' }));
    await expect(args.onRemoveEntry).toHaveBeenCalledWith('中考作文');
  },
};
export const NoHistory: Story = { args: { history: [] } };

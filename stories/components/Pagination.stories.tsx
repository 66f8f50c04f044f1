import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Pagination, type PaginationProps } from '@/components/Pagination';

function ControlledPagination(args: PaginationProps) {
  const [page, setPage] = useState(args.page);
  return (
    <Pagination
      {...args}
      page={page}
      onPageChange={(next) => {
        setPage(next);
        args.onPageChange(next);
      }}
    />
  );
}

/** Phones hide the numbered buttons (they stay in the DOM), so plays read the current page from aria-current. */
function currentPage(canvasElement: HTMLElement) {
  return canvasElement.querySelector('[aria-current="page"]');
}

const meta = {
  title: 'Components/Pagination',
  component: Pagination,
  args: { page: 1, pageSize: 10, total: 128, onPageChange: fn() },
  argTypes: {
    page: { control: { type: 'number', min: 1 } },
    pageSize: { control: 'inline-radio', options: [10, 20, 50] },
    total: { control: { type: 'number', min: 0 } },
  },
  render: (args) => <ControlledPagination {...args} />,
} satisfies Meta<typeof Pagination>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('button', { name: '上一页' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: '下一页' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
    await expect(currentPage(canvasElement)).toHaveTextContent(/^2$/);
    await expect(canvas.getByRole('button', { name: '上一页' })).toBeEnabled();
  },
};

export const Playground: Story = { args: { page: 5, showTotal: true } };

export const MiddlePage: Story = {
  args: { page: 7 },
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '上一页' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(6);
    await expect(currentPage(canvasElement)).toHaveTextContent(/^6$/);
  },
};

export const LastPage: Story = {
  args: { page: 13 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: '下一页' })).toBeDisabled();
    await expect(currentPage(canvasElement)).toHaveTextContent(/^13$/);
    await expect(canvas.getByText('13 / 13')).toBeInTheDocument();
  },
};

export const FewPages: Story = { args: { page: 2, total: 45 } };

export const WithTotal: Story = {
  args: { page: 3, showTotal: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('共 128 条')).toBeInTheDocument();
  },
};

export const SinglePageShown: Story = {
  args: { page: 1, total: 6, hideOnSinglePage: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '下一页' })).toBeDisabled();
  },
};

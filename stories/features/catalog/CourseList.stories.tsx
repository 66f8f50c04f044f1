import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { failed, loading, ready } from '@/components/Loadable';
import { CourseList } from '@/features/catalog/CourseList';
import { api } from '../../fixtures/api';
import { onPage } from '../../pages/pageStory';

const meta = {
  title: 'Features/Catalog/CourseList',
  component: CourseList,
  decorators: [
    onPage,
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
  args: { value: ready({ ...api.courses, total: 48 }), onPageChange: fn(), placeholders: 8 },
} satisfies Meta<typeof CourseList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(12);
    await userEvent.click(canvas.getByRole('button', { name: /下一页/ }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};
export const Playground: Story = {};
export const Loading: Story = { args: { value: loading } };
export const Empty: Story = { args: { value: ready({ list: [], total: 0, page: 1, size: 12 }) } };
export const LoadFailed: Story = { args: { value: failed() } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FilterGroup } from '@/components/FilterGroup';
import { LinkProvider } from '@/components/Link';
import { StoryLink } from './storyKit';

const grades = ['全部', '初一', '初二', '初三'].map((label, index) => ({
  key: String(index),
  label,
  to: index ? `/course?gradeId=${index + 6}` : '/course',
}));

const meta = {
  title: 'Components/FilterGroup',
  component: FilterGroup,
  decorators: [
    (Story) => (
      <LinkProvider component={StoryLink}>
        <Story />
      </LinkProvider>
    ),
  ],
  args: { label: '年级', options: grades, value: '2' },
} satisfies Meta<typeof FilterGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '初二' })).toHaveAttribute('aria-current', 'true');
    await expect(canvas.getByRole('link', { name: '初一' })).toHaveAttribute('href', '/course?gradeId=7');
  },
};
export const Playground: Story = {};
export const NothingChosen: Story = { args: { value: '0' } };
export const ManyOptions: Story = {
  args: {
    label: '学科',
    value: 'math',
    options: ['语文', '数学', '英语', '物理', '化学', '生物', '历史', '地理', '政治', '编程/科学'].map((label) => ({
      key: label === '数学' ? 'math' : label,
      label,
      to: `/course?subject=${label}`,
    })),
  },
};

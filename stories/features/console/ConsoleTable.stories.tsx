import type { Meta, StoryObj } from '@storybook/react-vite';
import { createColumnHelper, type SortingState } from '@tanstack/react-table';
import { expect } from 'storybook/test';
import { consoleStyles, ConsoleTable, useConsoleTable, type ConsoleTableFeatures } from '@/features/console';
import { inConsolePanel } from './consoleStory';

/** The table every console list is drawn with: columns from a column definition, the console's look, aria-sort. */
const meta = {
  title: 'Features/Console/ConsoleTable',
  tags: ['console'],
  decorators: inConsolePanel,
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

interface Lesson {
  id: number;
  title: string;
  minutes: number;
  trial: boolean;
}

const lessons: Lesson[] = [
  { id: 1, title: '一次函数的图像', minutes: 42, trial: true },
  { id: 2, title: '一次函数的性质', minutes: 38, trial: false },
  { id: 3, title: '待定系数法', minutes: 45, trial: false },
];

const column = createColumnHelper<ConsoleTableFeatures, Lesson>();
const columns = column.columns([
  column.accessor('title', { header: '课时' }),
  column.accessor('minutes', {
    header: '时长（分钟）',
    meta: { cellClassName: consoleStyles.numeric },
  }),
  column.accessor('trial', {
    header: '试看',
    cell: ({ getValue }) => (getValue() ? '可试看' : '—'),
    meta: { cellClassName: (lesson: Lesson) => (lesson.trial ? undefined : consoleStyles.muted) },
    enableSorting: false,
  }),
]);

function Lessons({ sorting }: { sorting: SortingState | null }) {
  const table = useConsoleTable(columns, lessons, {
    // Orders come from the server in the console: the table shows which column the rows follow.
    manualSorting: true,
    enableSorting: sorting !== null,
    state: { sorting: sorting ?? [] },
  });
  return <ConsoleTable table={table} rowProps={(lesson) => ({ 'data-testid': `lesson-${lesson.id}` })} />;
}

export const Default: Story = {
  render: () => <Lessons sorting={null} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('columnheader', { name: '课时' })).toHaveAttribute('scope', 'col');
    await expect(canvas.getByRole('columnheader', { name: '课时' })).not.toHaveAttribute('aria-sort');
    await expect(canvas.getByTestId('lesson-2')).toHaveTextContent('一次函数的性质');
  },
};

export const Sorted: Story = {
  render: () => <Lessons sorting={[{ id: 'minutes', desc: true }]} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('columnheader', { name: '时长（分钟）' })).toHaveAttribute('aria-sort', 'descending');
    await expect(canvas.getByRole('columnheader', { name: '课时' })).toHaveAttribute('aria-sort', 'none');
    await expect(canvas.getByRole('columnheader', { name: '试看' })).not.toHaveAttribute('aria-sort');
  },
};

import '@/features/evaluation/texts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { MasteryChart } from '@/features/evaluation/MasteryChart';
import { report } from '../../pages/evaluation/samples';

const meta = {
  title: 'Features/Evaluation/MasteryChart',
  component: MasteryChart,
  args: { stats: report.knowledgeStats },
} satisfies Meta<typeof MasteryChart>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('各知识点掌握度（文字版）')).toBeVisible();
  },
};
export const AllMastered: Story = {
  args: { stats: report.knowledgeStats.map((stat) => ({ ...stat, correct: stat.total, mastery: 100 })) },
};
export const Playground: Story = {};

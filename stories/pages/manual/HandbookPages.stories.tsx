import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { failed, loading, ready } from '@/components/Loadable';
import { tocOf } from '@/features/site/document';
import { HandbookView } from '@/features/site/Handbook';
import { api } from '../../fixtures/api';
import { onPage, pageParameters } from '../pageStory';

/** The study handbooks (/manual/middleSchool, /manual/highSchool): cover band, text, contents that follow the reader. */
const meta = {
  title: 'Pages/Manual/Handbook',
  decorators: [onPage],
  parameters: pageParameters,
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const middle = api.sitePages['manual-middle-school']!;
const high = api.sitePages['manual-high-school']!;

function Handbook({ page, title }: { page: typeof middle; title: string }) {
  const entries = tocOf(page.contentHtml);
  const [activeId, setActiveId] = useState<string | null>(entries[0]?.id ?? null);
  return <HandbookView title={title} page={ready(page)} entries={entries} activeId={activeId} onNavigate={setActiveId} />;
}

export const MiddleSchool: Story = {
  render: () => <Handbook page={middle} title="初中学习手册" />,
  play: async ({ canvas }) => {
    const contents = canvas.getByRole('navigation', { name: '目录' });
    const second = tocOf(middle.contentHtml).find((entry) => entry.level === 2 && entry.id !== tocOf(middle.contentHtml)[0]!.id)!;
    await userEvent.click(contents.querySelector(`a[href="#${second.id}"]`)!);
    await expect(contents.querySelector(`a[href="#${second.id}"]`)).toHaveAttribute('aria-current', 'location');
  },
};
export const HighSchool: Story = { render: () => <Handbook page={high} title="高中学习手册" /> };
export const Loading: Story = {
  render: () => <HandbookView title="初中学习手册" page={loading} entries={[]} activeId={null} onNavigate={() => undefined} />,
};
export const LoadFailed: Story = {
  render: () => <HandbookView title="初中学习手册" page={failed()} entries={[]} activeId={null} onNavigate={() => undefined} />,
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { failed, loading, ready } from '@/components/Loadable';
import { ChapterOutline, type ChapterOutlineProps } from '@/features/catalog/ChapterOutline';
import { api } from '../../fixtures/api';
import { onPage } from '../../pages/pageStory';
import { href } from '@contract/addresses/href';

const chapters = api.chapters.list;
const lessons = api.chapterClasses.list;

/** The outline with its own open chapters, as the page keeps them. */
function Outline({
  initiallyOpen,
  lessonsOf,
  canWatch,
}: Pick<ChapterOutlineProps, 'lessonsOf' | 'canWatch'> & { initiallyOpen: number[] }) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <ChapterOutline
      chapters={chapters}
      openChapters={open}
      lessonsOf={lessonsOf}
      canWatch={canWatch}
      onToggle={(id) => setOpen((current) => (current.includes(id) ? current.filter((item) => item !== id) : [...current, id]))}
    />
  );
}

const meta = {
  title: 'Features/Catalog/ChapterOutline',
  component: Outline,
  decorators: [
    onPage,
    (Story) => (
      <div style={{ maxWidth: 900, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
  args: { initiallyOpen: [chapters[0]!.id], lessonsOf: () => ready(lessons), canWatch: false },
} satisfies Meta<typeof Outline>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('试看').length).toBeGreaterThan(0);
    await expect(canvas.getAllByText('购买后观看').length).toBeGreaterThan(0);
    const second = canvas.getByRole('button', { name: new RegExp(chapters[1]!.title) });
    await expect(second).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(second);
    await expect(second).toHaveAttribute('aria-expanded', 'true');
  },
};
export const Playground: Story = {};
export const Bought: Story = {
  args: { canWatch: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('购买后观看')).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: lessons[1]!.title })).toHaveAttribute(
      'href',
      href.lesson({ classId: lessons[1]!.id }),
    );
  },
};
export const LessonsLoading: Story = { args: { lessonsOf: () => loading } };
export const LessonsFailed: Story = { args: { lessonsOf: () => failed() } };
export const AllClosed: Story = { args: { initiallyOpen: [] } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { failed, loading, ready } from '@/components/Loadable';
import { CourseMiniList } from '@/features/catalog/CourseMiniList';
import { LessonCard, LessonCardSkeleton } from '@/features/catalog/LessonCard';
import { ReviewList } from '@/features/catalog/ReviewList';
import { StarRating } from '@/features/catalog/StarRating';
import { TeacherPanel } from '@/features/catalog/TeacherPanel';
import { api } from '../../fixtures/api';
import { headlineCards, reviews } from '../../fixtures/samples';
import { onPage } from '../../pages/pageStory';

/** The smaller parts of a course's pages: teacher, reviews, stars, lessons with videos, sidebar courses. */
const meta = {
  title: 'Features/Catalog/CourseParts',
  decorators: [
    onPage,
    (Story) => (
      <div style={{ maxWidth: 860, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const lesson = { ...api.chapterVideos.list[1]!, exerciseCount: 3 };

export const Teacher: Story = {
  render: () => (
    <TeacherPanel name={api.course.teacherName} photoUrl={api.course.teacherPhotoUrl} intro={api.course.teacherIntro} />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '授课老师' })).toBeVisible();
  },
};

function Reviews({ value }: { value: Parameters<typeof ReviewList>[0]['value'] }) {
  const [chapterId, setChapterId] = useState(api.chapters.list[0]!.id);
  return (
    <ReviewList
      chapters={api.chapters.list}
      chapterId={chapterId}
      onChapterChange={setChapterId}
      value={value}
      onPageChange={fn()}
    />
  );
}

export const ReviewsOfAChapter: Story = {
  render: () => <Reviews value={ready(reviews)} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('4.7')).toBeVisible();
    // The page's five reviews, each under its reviewer's name (the pager's items are list items too).
    await expect(canvas.getAllByText(/^.\*\*$/)).toHaveLength(5);
    await userEvent.selectOptions(canvas.getByLabelText('查看章节'), String(api.chapters.list[1]!.id));
  },
};
export const ReviewsEmpty: Story = {
  render: () => <Reviews value={ready({ ...reviews, list: [], total: 0, averageScore: null })} />,
};
export const ReviewsLoading: Story = { render: () => <Reviews value={loading} /> };
export const ReviewsFailed: Story = { render: () => <Reviews value={failed()} /> };

export const Stars: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 24 }}>
      <StarRating score={5} size="md" />
      <StarRating score={3.6} />
      <StarRating score={1} />
    </div>
  ),
};

export const LessonPlayable: Story = {
  render: () => (
    <div style={{ width: 300 }}>
      <LessonCard lesson={lesson} number={2} canWatch />
    </div>
  ),
};
export const LessonLocked: Story = {
  render: () => (
    <div style={{ width: 300 }}>
      <LessonCard lesson={lesson} number={2} canWatch={false} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
    await expect(canvas.getByText('购买后观看')).toBeVisible();
  },
};
export const LessonTrial: Story = {
  render: () => (
    <div style={{ width: 300 }}>
      <LessonCard lesson={{ ...lesson, isTrial: true }} number={1} canWatch={false} />
    </div>
  ),
};
export const LessonSkeleton: Story = {
  render: () => (
    <div style={{ width: 300 }}>
      <LessonCardSkeleton />
    </div>
  ),
};

export const SidebarCourses: Story = {
  render: () => (
    <div style={{ width: 360 }}>
      <CourseMiniList title="推荐课程" value={ready(headlineCards.slice(0, 4))} moreTo="/course/more?type=headline" />
    </div>
  ),
};
export const SidebarCoursesLoading: Story = {
  render: () => (
    <div style={{ width: 360 }}>
      <CourseMiniList title="推荐课程" value={loading} />
    </div>
  ),
};

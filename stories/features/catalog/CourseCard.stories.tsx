import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CourseCard, CourseCardSkeleton, courseCardVariants } from '@/features/catalog/CourseCard';
import { freeCourse, paidCourse } from '../../fixtures/samples';
import { onPage } from '../../pages/pageStory';
import { href } from '@contract/addresses/href';

const meta = {
  title: 'Features/Catalog/CourseCard',
  component: CourseCard,
  decorators: [
    onPage,
    (Story) => (
      <div style={{ maxWidth: 320, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
  args: { course: paidCourse, variant: 'grid' },
  argTypes: { variant: { control: 'inline-radio', options: courseCardVariants } },
} satisfies Meta<typeof CourseCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const link = canvas.getByRole('link', { name: args.course.title });
    await expect(link).toHaveAttribute('href', href.courseChapter({ courseId: args.course.id }));
    await expect(canvas.getByText(new RegExp(`主讲 ${args.course.teacherName}$`))).toBeVisible();
  },
};

export const Playground: Story = {};

export const Compact: Story = { args: { variant: 'compact' } };

export const Free: Story = {
  args: { course: freeCourse },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('免费')).toBeVisible();
  },
};

export const Headline: Story = {
  args: { course: { ...paidCourse, isHeadline: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('热门')).toBeVisible();
  },
};

export const Skeleton: Story = { render: () => <CourseCardSkeleton /> };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { LessonOutline } from '@/features/learning/LessonOutline';
import { LessonPlayer } from '@/features/learning/LessonPlayer';
import { MyCourseCard } from '@/features/learning/MyCourseCard';
import { ProgressBar } from '@/features/learning/ProgressBar';
import { RecentLearning } from '@/features/learning/RecentLearning';
import { onPage } from '../../pages/pageStory';
import { freshMyCourse, lockedOutline, sampleMyCourse, sampleOutline, sampleRecent } from './samples';
import { href } from '@contract/addresses/href';

/** The parts my courses and the lesson player are made of. */
const meta = {
  title: 'Features/Learning/Parts',
  decorators: [
    onPage,
    (Story) => (
      <div style={{ maxWidth: 760, padding: 16, display: 'grid', gap: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const playTo = (classId: number) => href.lesson({ classId });

export const Progress: Story = {
  render: () => <ProgressBar value={58} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: '学习进度 58%' })).toHaveAttribute('aria-valuenow', '58');
  },
};
export const ProgressEmpty: Story = { render: () => <ProgressBar value={0} /> };
export const ProgressFull: Story = { render: () => <ProgressBar value={100} /> };

export const CourseStarted: Story = {
  render: () => (
    <ul style={{ padding: 0, margin: 0 }}>
      <MyCourseCard course={sampleMyCourse} playTo={playTo(106)} chaptersTo={href.myCourseChapter({ courseId: 12 })} />
    </ul>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '继续学习' })).toBeVisible();
    await expect(canvas.getByText(/已学 5\/16 讲/)).toBeVisible();
  },
};
export const CourseNotStarted: Story = {
  render: () => (
    <ul style={{ padding: 0, margin: 0 }}>
      <MyCourseCard course={freshMyCourse} playTo={playTo(201)} chaptersTo={href.myCourseChapter({ courseId: 13 })} />
    </ul>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '开始学习' })).toBeVisible();
  },
};

const onRemove = fn();
export const Recent: Story = {
  render: () => <RecentLearning items={sampleRecent} playTo={playTo} onRemove={onRemove} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '从最近学习中移除「2.1 一次函数的图像：趣味导入」' }));
    await expect(onRemove).toHaveBeenCalledWith(106);
  },
};
export const RecentRemoving: Story = {
  render: () => <RecentLearning items={sampleRecent} playTo={playTo} onRemove={fn()} removing={106} />,
};

export const Outline: Story = {
  render: () => <LessonOutline chapters={sampleOutline} playTo={playTo} />,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('已学完')).toHaveLength(2);
    await expect(canvas.getByText('学习中 58%')).toBeVisible();
    await expect(canvas.getAllByText('随堂练习 3 题')).toHaveLength(2);
  },
};
export const OutlineBeforeBuying: Story = {
  render: () => <LessonOutline chapters={lockedOutline} playTo={playTo} />,
  play: async ({ canvas }) => {
    // Only the trial lesson opens, and its practice with it.
    await expect(canvas.getAllByRole('link')).toHaveLength(2);
    await expect(canvas.getByRole('link', { name: '随堂练习 3 题' })).toHaveAttribute('href', '/studymag/practice?classId=104');
    await expect(canvas.getAllByText('购买后观看')).toHaveLength(3);
  },
};
export const OutlineBesidePlayer: Story = {
  render: () => <LessonOutline chapters={sampleOutline} playTo={playTo} currentClassId={106} compact />,
};

export const Player: Story = {
  // Without Storybook's padding of 1 rem (50 px at the phone's root font) the player is as wide as on a 375 px page.
  parameters: { layout: 'fullscreen' },
  render: () => <LessonPlayer title="2.1 一次函数的图像：趣味导入" src="" watermark="138****8000" />,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByTestId('watermark')).toHaveTextContent('138****8000');
    // Named in the page's language: media-chrome's own Chinese names on the Chinese page. Play twice while
    // paused: in the bar, and big in the middle of the picture.
    await expect(await canvas.findAllByRole('button', { name: '播放' })).toHaveLength(2);
    await expect(canvas.getByRole('button', { name: '进入全屏' })).toBeInTheDocument();
    const centre = canvasElement.querySelector('[slot="centered-chrome"]');
    await expect(centre).toHaveAccessibleName('播放');
    await expect(centre).toBeVisible();
  },
};

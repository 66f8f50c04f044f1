import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { failed, loading, ready } from '@/components/Loadable';
import { VideoView, type VideoViewProps } from '@/pages/desktop/video/VideoView';
import { MyCourseChapterView, type MyCourseChapterViewProps } from '@/pages/personal/myCourseChapter/MyCourseChapterView';
import { MyCourseView, type MyCourseViewProps } from '@/pages/personal/myCourse/MyCourseView';
import { freshMyCourse, lockedOutline, sampleMyCourse, sampleOutline, sampleRecent } from '../../features/learning/samples';
import { onPage, pageParameters } from '../pageStory';

/** My courses, one course's outline and the lesson player. */
const meta = { title: 'Pages/Personal/Learning', decorators: [onPage], parameters: pageParameters } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const courses = {
  // The banner shows the course's progress, the figure its card shows, not the lesson's.
  continueLearning: { ...sampleRecent[0]!, courseProgress: sampleMyCourse.progress },
  subjects: [
    { code: 'math', name: '数学', courses: [sampleMyCourse] },
    { code: 'physics', name: '物理', courses: [freshMyCourse] },
  ],
  recent: sampleRecent,
};
const myCourses = (props: Partial<MyCourseViewProps>) => (
  <MyCourseView courses={ready(courses)} onRemoveRecent={fn()} removing={null} {...props} />
);

export const MyCourses: Story = {
  render: () => myCourses({}),
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('continue-learning')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: '物理' })).toBeVisible();
    const continueCard = canvas.getByRole('region', { name: '继续学习' });
    await expect(within(continueCard).getByRole('progressbar')).toHaveAttribute('aria-valuenow', String(sampleMyCourse.progress));
  },
};
export const MyCoursesEmpty: Story = {
  render: () => myCourses({ courses: ready({ continueLearning: null, subjects: [], recent: [] }) }),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('还没有课程')).toBeVisible();
  },
};
export const MyCoursesLoading: Story = { render: () => myCourses({ courses: loading }) };
export const MyCoursesLoadFailed: Story = { render: () => myCourses({ courses: failed() }) };

const chapterData = {
  course: { id: 12, title: sampleMyCourse.title, coverUrl: '', teacherName: '王嘉怡', owned: true, progress: 31 },
  chapters: sampleOutline,
};
const chapters = (props: Partial<MyCourseChapterViewProps>) => (
  <MyCourseChapterView chapters={ready(chapterData)} notFound={false} {...props} />
);
export const Chapters: Story = { render: () => chapters({}) };
export const ChaptersNotBought: Story = {
  render: () =>
    chapters({ chapters: ready({ course: { ...chapterData.course, owned: false, progress: 0 }, chapters: lockedOutline }) }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '购买课程' })).toBeVisible();
  },
};
export const ChaptersLoading: Story = { render: () => chapters({ chapters: loading }) };
export const ChaptersLoadFailed: Story = { render: () => chapters({ chapters: failed() }) };
export const ChaptersNotFound: Story = { render: () => chapters({ chapters: loading, notFound: true }) };

const lesson = {
  classId: 106,
  courseId: 12,
  title: '2.1 一次函数的图像：趣味导入',
  videoUrl: '',
  posterUrl: '',
  positionSec: 74,
  finished: false,
  nextClassId: 107,
};
const video = (props: Partial<VideoViewProps>) => (
  <VideoView
    lesson={ready(lesson)}
    refusal={null}
    outline={ready(sampleOutline)}
    watermark="138****8000"
    status={null}
    {...props}
  />
);
export const Player: Story = {
  render: () => video({}),
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('player-status')).toHaveTextContent('已从上次位置 1:14 继续播放');
    await expect(canvas.getByTestId('next-lesson')).toBeVisible();
  },
};
export const PlayerLastLesson: Story = {
  render: () => video({ lesson: ready({ ...lesson, nextClassId: null, positionSec: 0 }) }),
};
export const PlayerFinished: Story = { render: () => video({ status: '本讲已学完' }) };
export const PlayerLoading: Story = { render: () => video({ lesson: loading, outline: loading }) };
export const PlayerNotBought: Story = {
  render: () => video({ refusal: '该课时需要购买课程后观看', lesson: loading }),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('该课时需要购买课程后观看')).toBeVisible();
  },
};

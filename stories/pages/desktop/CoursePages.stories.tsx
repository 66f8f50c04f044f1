import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { failed, loading, ready, type Loadable } from '@/components/Loadable';
import type { OutlineLesson } from '@/features/catalog/ChapterOutline';
import { courseFilterRows } from '@/features/catalog/courseFilters';
import { CourseView } from '@/pages/desktop/course/CourseView';
import { CourseChapterView, type CourseChapterViewProps } from '@/pages/desktop/courseChapter/CourseChapterView';
import { CourseChapterSubView } from '@/pages/desktop/courseChapterSub/CourseChapterSubView';
import { CourseMoreView } from '@/pages/desktop/courseMore/CourseMoreView';
import { api } from '../../fixtures/api';
import { reviews } from '../../fixtures/samples';
import { onPage, pageParameters } from '../pageStory';
import { href } from '@contract/addresses/href';

/** The course pages: the course system, a list, a course, a chapter's lessons. */
const meta = { title: 'Pages/Desktop/Course', decorators: [onPage], parameters: pageParameters } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const choice = { stage: 'junior' as const, gradeId: 8, categoryId: null };
const filters = ready(courseFilterRows(api.basicData, choice, '全部'));
const empty = ready({ list: [], total: 0, page: 1, size: 12 });

export const System: Story = {
  render: () => <CourseView filters={filters} courses={ready(api.gradeCourses)} choiceLabel="初二" onPageChange={fn()} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '初二' })).toHaveAttribute('aria-current', 'true');
    await expect(canvas.getByRole('heading', { name: '初二 课程' })).toBeVisible();
  },
};
export const SystemLoading: Story = {
  render: () => <CourseView filters={loading} courses={loading} choiceLabel={null} onPageChange={fn()} />,
};
export const SystemEmpty: Story = {
  render: () => <CourseView filters={filters} courses={empty} choiceLabel="初二 · 编程/科学" onPageChange={fn()} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '查看全部课程' })).toHaveAttribute('href', '/course');
  },
};
export const SystemLoadFailed: Story = {
  render: () => <CourseView filters={failed()} courses={failed()} choiceLabel={null} onPageChange={fn()} />,
};

export const List: Story = {
  render: () => (
    <CourseMoreView title="热门推荐课程" courses={ready({ ...api.headlineCourses, total: 24 })} onPageChange={fn()} />
  ),
};
export const ListLoading: Story = { render: () => <CourseMoreView title="热门推荐课程" courses={loading} onPageChange={fn()} /> };
export const ListEmpty: Story = {
  render: () => <CourseMoreView title="初二 · 编程/科学 课程" courses={empty} onPageChange={fn()} />,
};
export const ListLoadFailed: Story = {
  render: () => <CourseMoreView title="热门推荐课程" courses={failed()} onPageChange={fn()} />,
};

function Detail(props: Partial<CourseChapterViewProps> & { lessons?: Loadable<readonly OutlineLesson[]> }) {
  const [open, setOpen] = useState([api.chapters.list[0]!.id]);
  return (
    <CourseChapterView
      course={ready(api.course)}
      notFound={false}
      chapters={ready(api.chapters.list)}
      outline={{
        openChapters: open,
        lessonsOf: () => props.lessons ?? ready(api.chapterClasses.list),
        onToggle: (id) => setOpen((current) => (current.includes(id) ? current.filter((item) => item !== id) : [...current, id])),
      }}
      reviews={{ chapterId: api.chapters.list[0]!.id, onChapterChange: fn(), value: ready(reviews), onPageChange: fn() }}
      related={ready(api.courseInformation.related)}
      collect={{ collected: false, pending: false, onToggle: fn() }}
      {...props}
    />
  );
}

export const CourseDetail: Story = {
  render: () => <Detail />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(api.course.title);
    await expect(canvas.getByRole('link', { name: '立即购买' })).toHaveAttribute(
      'href',
      href.coursePurchase({ courseId: api.course.id }),
    );
    await expect(canvas.getByRole('heading', { name: '课程大纲' })).toBeVisible();
  },
};
export const CourseBought: Story = {
  render: () => (
    <Detail course={ready({ ...api.course, purchased: true })} collect={{ collected: true, pending: false, onToggle: fn() }} />
  ),
};
export const CourseLoading: Story = { render: () => <Detail course={loading} chapters={loading} related={loading} /> };
export const CourseLoadFailed: Story = { render: () => <Detail course={failed()} chapters={failed()} related={failed()} /> };
export const CourseNotFound: Story = {
  render: () => <Detail notFound course={failed()} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('课程不存在或已下架')).toBeVisible();
  },
};

const lessons = api.chapterClasses.list.map((lesson) => ({
  ...lesson,
  posterUrl: api.chapterVideos.list.find((video) => video.id === lesson.id)?.posterUrl ?? '',
}));
const chapterData = {
  chapter: api.chapterClasses.chapter,
  number: 1,
  lessons,
  siblings: api.chapters.list.map(({ id, title }) => ({ id, title })),
  canWatch: false,
};

export const ChapterLessons: Story = {
  render: () => <CourseChapterSubView value={ready(chapterData)} notFound={false} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(api.chapterClasses.chapter.title);
    await expect(canvas.getByRole('link', { name: '立即购买' })).toBeVisible();
  },
};
export const ChapterLessonsBought: Story = {
  render: () => <CourseChapterSubView value={ready({ ...chapterData, canWatch: true })} notFound={false} />,
};
export const ChapterLessonsLoading: Story = { render: () => <CourseChapterSubView value={loading} notFound={false} /> };
export const ChapterLessonsLoadFailed: Story = { render: () => <CourseChapterSubView value={failed()} notFound={false} /> };
export const ChapterNotFound: Story = { render: () => <CourseChapterSubView value={failed()} notFound /> };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { failed, LoadableContent, loading, ready, type Loadable } from '@/components/Loadable';
import { Skeleton, SkeletonGroup } from '@/components/Skeleton';

interface Course {
  id: number;
  title: string;
}

/** A region of a page in each state its data can be in. */
function CourseList({ value }: { value: Loadable<Course[]> }) {
  return (
    <LoadableContent
      value={value}
      isEmpty={(courses) => courses.length === 0}
      skeleton={
        <SkeletonGroup>
          <Skeleton lines={3} />
        </SkeletonGroup>
      }
    >
      {(courses) => (
        <ul>
          {courses.map((course) => (
            <li key={course.id}>{course.title}</li>
          ))}
        </ul>
      )}
    </LoadableContent>
  );
}

const courses: Course[] = [
  { id: 1, title: '初二数学·一次函数专题精讲' },
  { id: 2, title: '初三物理·电学实验突破' },
  { id: 3, title: '高一英语·阅读理解提分' },
];

const meta = {
  title: 'Components/LoadableContent',
  component: CourseList,
  args: { value: ready(courses) },
} satisfies Meta<typeof CourseList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};

export const Playground: Story = {};

export const Loading: Story = {
  args: { value: loading },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toBeInTheDocument();
  },
};

const retry = fn();
export const LoadFailed: Story = {
  args: { value: failed(retry) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '重新加载' }));
    await expect(retry).toHaveBeenCalled();
  },
};

export const Empty: Story = {
  args: { value: ready([]) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂无可查询的内容')).toBeVisible();
  },
};

/** The server answered status 0: the generic view's 'request error' with its reason (SPEC §8). */
export const Refused: Story = {
  args: { value: { status: 'error', retry: fn(), refusal: '该课程已下架' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('请求错误：该课程已下架')).toBeVisible();
  },
};

/** Status 2 or 4: 'no permission, please log in first', and the button brings up the login. */
export const SignedOut: Story = {
  args: { value: { status: 'error', retry: fn(), signedOut: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('没有权限，请先登录')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '去登录' })).toBeVisible();
  },
};

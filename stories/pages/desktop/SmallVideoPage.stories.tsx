import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { failed, loading, ready } from '@/components/Loadable';
import type { ClipData } from '@/features/learning/ClipFeed';
import { SmallVideoView } from '@/pages/desktop/smallVideo/SmallVideoView';
import clipOne from '../../../server/media/video/clip-1.mp4?url';
import clipTwo from '../../../server/media/video/clip-2.mp4?url';
import { onPage, pageParameters } from '../pageStory';
import { href } from '@contract/addresses/href';

/** /small-video: short vertical clips, one screen each, moved by swipe, wheel, arrow keys or buttons. */
const meta = {
  title: 'Pages/Desktop/SmallVideo',
  decorators: [onPage],
  parameters: pageParameters,
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const clips: ClipData[] = [
  {
    id: 1,
    title: '一分钟看懂二次函数的顶点式',
    teacherName: '赵一鸣',
    courseId: 31,
    courseTitle: '初三数学《圆》专题精讲',
    videoUrl: clipOne,
    posterUrl: '',
  },
  {
    id: 2,
    title: '凸透镜成像：物距与像距的口诀',
    teacherName: '张振宇',
    courseId: 27,
    courseTitle: '初二物理《光现象与透镜》同步精讲',
    videoUrl: clipTwo,
    posterUrl: '',
  },
  {
    id: 3,
    title: '作文开头的三种写法',
    teacherName: '韩雪梅',
    courseId: null,
    courseTitle: null,
    videoUrl: clipOne,
    posterUrl: '',
  },
];

const reload = fn();

function Feed({ start = 0, list = clips, total = list.length }: { start?: number; list?: ClipData[]; total?: number }) {
  const [index, setIndex] = useState(start);
  return (
    <SmallVideoView
      clips={ready({ list, total })}
      index={index}
      onIndexChange={setIndex}
      hasMore={total > list.length}
      loadingMore={false}
      onReload={reload}
    />
  );
}

export const Default: Story = {
  render: () => <Feed />,
  play: async ({ canvas }) => {
    const feed = canvas.getByRole('region', { name: '短视频列表' });
    await expect(feed).toHaveTextContent('第 1 / 3 个');
    // The clip on screen and the next one carry a video; the rest none.
    await expect(feed.querySelectorAll('video')).toHaveLength(2);
    await expect(canvas.getByRole('button', { name: '上一个' })).toBeDisabled();
    await expect(canvas.getByRole('link', { name: '查看课程《初三数学《圆》专题精讲》' })).toHaveAttribute(
      'href',
      href.courseChapter({ courseId: 31 }),
    );
  },
};

export const KeyboardAndButtons: Story = {
  render: () => <Feed />,
  play: async ({ canvas, canvasElement }) => {
    const feed = canvas.getByRole('region', { name: '短视频列表' });
    // The feed listens on the window, wherever the focus is.
    const press = (key: string) => fireEvent.keyDown(canvasElement.ownerDocument.defaultView!, { key });
    press('ArrowDown');
    await waitFor(() => expect(feed).toHaveTextContent('第 2 / 3 个'), { timeout: 5000 });
    await expect(feed.querySelector('[data-state="current"]')).toHaveAttribute('data-clip-id', '2');
    await userEvent.click(canvas.getByRole('button', { name: '下一个' }));
    await waitFor(() => expect(feed).toHaveTextContent('第 3 / 3 个'), { timeout: 5000 });
    press('ArrowUp');
    await waitFor(() => expect(feed).toHaveTextContent('第 2 / 3 个'), { timeout: 5000 });
    // The clicked button keeps a focus ring whose drawing varies from shot to shot; the story ends unfocused.
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  },
};

export const SwipeAndWheel: Story = {
  render: () => <Feed />,
  play: async ({ canvas }) => {
    const feed = canvas.getByRole('region', { name: '短视频列表' });
    // An upward swipe brings the next clip; a short drag is only a tap.
    fireEvent.pointerDown(feed, { clientX: 200, clientY: 500 });
    fireEvent.pointerUp(feed, { clientX: 205, clientY: 480 });
    await expect(feed).toHaveTextContent('第 1 / 3 个');
    fireEvent.pointerDown(feed, { clientX: 200, clientY: 500 });
    fireEvent.pointerUp(feed, { clientX: 210, clientY: 300 });
    // React applies the move after the event: wait for it rather than read the feed at once.
    await waitFor(() => expect(feed).toHaveTextContent('第 2 / 3 个'));
    fireEvent.pointerDown(feed, { clientX: 200, clientY: 300 });
    fireEvent.pointerUp(feed, { clientX: 200, clientY: 520 });
    await waitFor(() => expect(feed).toHaveTextContent('第 1 / 3 个'));
    // One wheel gesture moves one clip, however many events it sends.
    fireEvent.wheel(feed, { deltaY: 120 });
    fireEvent.wheel(feed, { deltaY: 120 });
    await waitFor(() => expect(feed).toHaveTextContent('第 2 / 3 个'));
    // …and stays there: the second event of the gesture did not move it again.
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(feed).toHaveTextContent('第 2 / 3 个');
  },
};

export const SoundAndPause: Story = {
  render: () => <Feed />,
  play: async ({ canvas }) => {
    const sound = canvas.getByRole('button', { name: '打开声音' });
    await expect(sound).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(sound);
    await expect(sound).toHaveAttribute('aria-pressed', 'true');
    const feed = canvas.getByRole('region', { name: '短视频列表' });
    const video = feed.querySelector<HTMLVideoElement>('[data-state="current"] video');
    await waitFor(() => expect(video?.muted).toBe(false));
  },
};

export const LastClip: Story = {
  render: () => <Feed start={2} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '已经是最后一个了' })).toBeDisabled();
    // A clip whose course is gone shows no course link.
    const current = canvas.getByRole('region', { name: '短视频列表' }).querySelector('[data-state="current"]') as HTMLElement;
    await expect(within(current).queryByRole('link', { name: /查看课程/ })).toBeNull();
  },
};

export const ClipFailed: Story = {
  render: () => <Feed list={[{ ...clips[0]!, videoUrl: '/api/v1/media/video/999?u=1&e=1&s=expired' }]} />,
  play: async ({ canvas }) => {
    reload.mockClear();
    const alert = await canvas.findByRole('alert', {}, { timeout: 8000 });
    await expect(alert).toHaveTextContent('这个视频暂时无法播放');
    await userEvent.click(within(alert).getByRole('button', { name: '重新加载' }));
    await expect(reload).toHaveBeenCalled();
  },
};

export const Loading: Story = {
  render: () => (
    <SmallVideoView clips={loading} index={0} onIndexChange={fn()} hasMore={false} loadingMore={false} onReload={fn()} />
  ),
};

export const Empty: Story = {
  render: () => (
    <SmallVideoView
      clips={ready({ list: [], total: 0 })}
      index={0}
      onIndexChange={fn()}
      hasMore={false}
      loadingMore={false}
      onReload={fn()}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂时没有短视频')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  render: () => (
    <SmallVideoView clips={failed()} index={0} onIndexChange={fn()} hasMore={false} loadingMore={false} onReload={fn()} />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '重新加载' })).toBeVisible();
  },
};

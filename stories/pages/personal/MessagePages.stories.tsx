import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { failed, loading, ready } from '@/components/Loadable';
import type { CollectedItemData } from '@/features/learning/CollectedItem';
import type { NotificationData } from '@/features/learning/NotificationItem';
import { CollectedView, type CollectedViewProps } from '@/pages/personal/collected/CollectedView';
import { NotificationView, type NotificationViewProps } from '@/pages/personal/notification/NotificationView';
import { onPage, pageParameters } from '../pageStory';

/** My collection and the message center. */
const meta = { title: 'Pages/Personal/CollectionAndMessages', decorators: [onPage], parameters: pageParameters } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const collected: CollectedItemData[] = [
  {
    id: 1,
    objectType: 'course',
    objectId: 21,
    title: '九年级数学《二次函数》中考专题',
    summary: '从图像到应用，一次讲透中考必考题型',
    coverUrl: '',
    price: 399,
    collectedAt: '2026-09-03T10:20:00.000Z',
  },
  {
    id: 2,
    objectType: 'course',
    objectId: 22,
    title: '八年级英语《时态与语态》精讲',
    summary: '',
    coverUrl: '',
    price: 299,
    collectedAt: '2026-09-10T13:00:00.000Z',
  },
];
const collection = (props: Partial<CollectedViewProps>) => (
  <CollectedView
    kind="course"
    onKind={fn()}
    items={ready({ list: collected, total: 2, page: 1, size: 10 })}
    onPage={fn()}
    onRemove={fn()}
    removing={null}
    {...props}
  />
);
export const Collection: Story = {
  render: () => collection({}),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '取消收藏「九年级数学《二次函数》中考专题」' })).toBeEnabled();
  },
};
export const CollectionRemoving: Story = { render: () => collection({ removing: 1 }) };
export const CollectionEmpty: Story = {
  render: () => collection({ kind: 'tutor', items: ready({ list: [], total: 0, page: 1, size: 10 }) }),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('这里还没有收藏')).toBeVisible();
  },
};
export const CollectionLoading: Story = { render: () => collection({ items: loading }) };
export const CollectionLoadFailed: Story = { render: () => collection({ items: failed() }) };

const messages: NotificationData[] = [
  {
    id: 9,
    kind: 'order',
    title: '支付成功',
    content: '订单 XB20261015183042000005 已支付，课程已开通，可在“我的课程”中学习。',
    objectType: 'order',
    objectKey: 'XB20261015183042000005',
    read: false,
    createdAt: '2026-10-15T10:31:20.000Z',
  },
  {
    id: 8,
    kind: 'system',
    title: '欢迎来到学伴在线',
    content: '完善年级信息后，我们会为你推荐合适的课程。',
    objectType: null,
    objectKey: null,
    read: true,
    createdAt: '2026-09-01T08:00:00.000Z',
  },
];
const center = (props: Partial<NotificationViewProps>) => (
  <NotificationView
    filter="all"
    onFilter={fn()}
    messages={ready({ list: messages, total: 2, page: 1, size: 10, unread: 1 })}
    onPage={fn()}
    onRead={fn()}
    {...props}
  />
);
export const Messages: Story = {
  render: () => center({}),
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('unread-count')).toHaveTextContent('1 条未读');
    await expect(canvas.getByRole('link', { name: '查看详情' })).toHaveAttribute(
      'href',
      '/personal/order-detail?orderNo=XB20261015183042000005',
    );
  },
};
export const MessagesEmpty: Story = {
  render: () => center({ filter: 'activity', messages: ready({ list: [], total: 0, page: 1, size: 10, unread: 0 }) }),
};
export const MessagesLoading: Story = { render: () => center({ messages: loading }) };
export const MessagesLoadFailed: Story = { render: () => center({ messages: failed() }) };

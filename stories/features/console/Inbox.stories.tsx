import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { InboxFilter } from '@contract/api/schemas/admin/inbox';
import { Notice } from '@/components/Notice';
import {
  InboxActions,
  InboxDetail,
  InboxTable,
  type InboxDetailData,
  type InboxTableList,
  type InboxTableProps,
  type InboxTableRow,
} from '@/features/console';
import { inConsolePanel } from './consoleStory';

/** The service inbox in each of its states (content, loading, empty, error) and an item's page of each kind. */
const meta = {
  title: 'Features/Console/Inbox',
  tags: ['console'],
  decorators: inConsolePanel,
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const staff = [
  { id: 5, name: '刘洋' },
  { id: 1, name: '周宁' },
];

const rows: InboxTableRow[] = [
  {
    kind: 'feedback',
    id: 31,
    state: 'new',
    topic: '投诉建议',
    summary: '上课视频第 12 分钟开始卡住，换了浏览器也一样，已经三次了，希望尽快处理',
    senderName: '小林同学',
    senderPhone: '138****8000',
    assignee: null,
    createdAt: '2026-12-04T11:30:15.000Z',
  },
  {
    kind: 'teacher',
    id: 8,
    state: 'open',
    topic: '数学',
    summary: '北师大数学系硕士，八年初中数学一线教学经验，擅长几何与函数压轴题',
    senderName: '孙老师',
    senderPhone: '139****1234',
    assignee: { id: 5, name: '刘洋' },
    createdAt: '2026-12-04T09:12:40.000Z',
  },
  {
    kind: 'message',
    id: 14,
    state: 'answered',
    topic: '',
    summary: '想了解初二暑期班的上课时间和退费规则',
    senderName: '王女士',
    senderPhone: '137****5566',
    assignee: { id: 1, name: '周宁' },
    createdAt: '2026-12-03T02:05:32.000Z',
  },
  {
    kind: 'feedback',
    id: 29,
    state: 'closed',
    topic: '支付订单',
    summary: '重复扣款',
    senderName: '',
    senderPhone: '',
    assignee: { id: 5, name: '刘洋' },
    createdAt: '2026-11-28T07:40:08.000Z',
  },
];

const counts = { new: 12, open: 5, answered: 23, closed: 41 };
const filter: InboxFilter = { q: '', kind: '', state: '', assignee: '', page: 1 };
const detailPath = (kind: string, id: number) => `/admin/inbox/${kind}/${id}`;
const onFilterChange = fn();

/** The list in one state, with the same filter, staff and addresses as the others. */
const tableWith = (list: InboxTableList, listCounts: InboxTableProps['counts'], onChange = fn()) => (
  <InboxTable
    list={list}
    counts={listCounts}
    pageSize={20}
    filter={filter}
    onFilterChange={onChange}
    staff={staff}
    detailPath={detailPath}
  />
);

export const List: Story = {
  render: () => tableWith({ state: 'ready', rows, total: 81 }, counts, onFilterChange),
  play: async ({ canvas }) => {
    const complaint = within(canvas.getByTestId('inbox-feedback-31'));
    await expect(complaint.getByText('新')).toBeVisible();
    await expect(complaint.getByText('138****8000')).toBeVisible();
    await expect(complaint.getByText('未分配')).toBeVisible();
    await expect(within(canvas.getByTestId('inbox-feedback-29')).getByText('未登录访客')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '全部 81' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: '新 12' }));
    await expect(onFilterChange).toHaveBeenLastCalledWith({ ...filter, state: 'new' });
    await userEvent.selectOptions(canvas.getByLabelText('处理人'), 'mine');
    await expect(onFilterChange).toHaveBeenLastCalledWith({ ...filter, assignee: 'mine' });
    await userEvent.type(canvas.getByLabelText('内容、姓名或手机号'), ' 8000 ');
    await userEvent.click(canvas.getByRole('button', { name: '搜索' }));
    await expect(onFilterChange).toHaveBeenLastCalledWith({ ...filter, q: '8000' });
  },
};

export const Loading: Story = {
  render: () => tableWith({ state: 'loading' }, null),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('加载中…')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.getByLabelText('类型')).toBeEnabled();
  },
};

export const Empty: Story = {
  render: () => tableWith({ state: 'ready', rows: [], total: 0 }, { new: 0, open: 0, answered: 0, closed: 0 }),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('还没有收到反馈、申请或留言。')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '清除筛选' })).toBeNull();
  },
};

const onRetry = fn();
const failed: InboxTableList = { state: 'error', message: '网络连接失败，请检查网络后重试', onRetry, retrying: false };

// Named as the state it shows; it shadows the global Error in this file only, which never throws one.
export const Error: Story = {
  render: () => tableWith(failed, null),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('网络连接失败，请检查网络后重试')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '重新加载' }));
    await expect(onRetry).toHaveBeenCalled();
  },
};

const complaint: InboxDetailData = {
  kind: 'feedback',
  id: 31,
  state: 'open',
  version: 2,
  assignee: { id: 5, name: '刘洋' },
  createdAt: '2026-12-04T11:30:15.000Z',
  topic: '投诉建议',
  content: '上课视频第 12 分钟开始卡住，换了浏览器也一样，已经三次了。\n孩子这周要考试，希望尽快处理。',
  source: 'personal',
  sender: { name: '小林同学', phone: '13800138000', contact: '' },
  images: ['/api/upload/files/20261204/shot-1.png', '/api/upload/files/20261204/shot-2.png'],
  resumeUrl: null,
  application: null,
  account: { phone: '13800138000', name: '小林同学', grade: '初三' },
  tutor: null,
  replyChannel: 'notification',
  history: [
    { type: 'assign', staffName: '刘洋', state: 'open', assigneeName: '刘洋', content: '', at: '2026-12-04T11:40:00.000Z' },
    {
      type: 'note',
      staffName: '刘洋',
      state: null,
      assigneeName: null,
      content: '家长第三次反馈，已转技术排查线路',
      at: '2026-12-04T11:42:10.000Z',
    },
  ],
};

const onAct = fn(() => Promise.resolve());
const actionsOf = (item: InboxDetailData) => (
  <InboxActions item={item} staff={staff} selfId={1} pending={null} error={null} done={null} onAct={onAct} onReload={fn()} />
);

export const DetailFeedback: Story = {
  render: () => <InboxDetail item={complaint} tutorPath={(id) => `/admin/tutors/${id}`} actions={actionsOf(complaint)} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '投诉与反馈 #31' })).toBeVisible();
    await expect(canvas.getByTestId('inbox-state')).toHaveTextContent('处理中');
    await expect(canvas.getByRole('link', { name: '图片 1' })).toHaveAttribute('target', '_blank');
    await expect(canvas.getByText('仅员工可见')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '发送回复' }));
    await expect(canvas.getByText('请填写回复内容')).toBeVisible();
    await expect(onAct).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByLabelText('回复发送人'), '已为您切换线路');
    await userEvent.click(canvas.getByRole('button', { name: '发送回复' }));
    await expect(onAct).toHaveBeenLastCalledWith({ action: 'reply', content: '已为您切换线路' });
  },
};

const application: InboxDetailData = {
  kind: 'teacher',
  id: 8,
  state: 'new',
  version: 1,
  assignee: null,
  createdAt: '2026-12-04T09:12:40.000Z',
  topic: '数学',
  content: '北师大数学系硕士，擅长几何与函数压轴题。',
  source: '',
  sender: { name: '孙老师', phone: '13912341234', contact: '' },
  images: [],
  resumeUrl: '/api/upload/files/20261204/resume.pdf',
  application: {
    subject: '数学',
    gradeName: '初二',
    experience: '八年初中数学一线教学',
    intro: '北师大数学系硕士，擅长几何与函数压轴题。',
  },
  account: null,
  tutor: null,
  replyChannel: 'sms',
  history: [],
};

export const DetailTeacherApplication: Story = {
  render: () => <InboxDetail item={application} tutorPath={(id) => `/admin/tutors/${id}`} actions={actionsOf(application)} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '打开简历' })).toHaveAttribute('href', '/api/upload/files/20261204/resume.pdf');
    await expect(canvas.getByText('发送人没有账号，回复会以短信发到 13912341234。')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '转为讲师草稿' }));
    await expect(onAct).toHaveBeenLastCalledWith({ action: 'tutorDraft' });
  },
};

const answered: InboxDetailData = {
  ...complaint,
  state: 'answered',
  version: 4,
  history: [
    ...complaint.history,
    {
      type: 'reply',
      staffName: '刘洋',
      state: 'answered',
      assigneeName: null,
      content: '您好，已为您切换到备用线路，请刷新页面后再试。如仍有问题请随时联系我们。',
      at: '2026-12-04T12:05:00.000Z',
    },
  ],
};

export const DetailAnswered: Story = {
  render: () => (
    <InboxDetail
      item={{
        ...answered,
        sender: { ...answered.sender, phone: '138****8000' },
        account: { ...answered.account!, phone: '138****8000' },
      }}
      tutorPath={(id) => `/admin/tutors/${id}`}
      actions={<Notice tone="info" message="你的角色只能查看工单，不能分配、备注或回复。" />}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('inbox-state')).toHaveTextContent('已回复');
    await expect(canvas.getByText('刘洋 回复了发送人', { exact: false })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '发送回复' })).toBeNull();
  },
};

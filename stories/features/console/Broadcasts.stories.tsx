import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import type { BroadcastFormFields } from '@contract/vocabulary/broadcasts';
import {
  BroadcastForm,
  type BroadcastPreviewState,
  BroadcastTable,
  type BroadcastTableRow,
  consoleStyles,
} from '@/features/console';
import { inConsolePanel } from './consoleStory';

/** The broadcast list in each of its states, and the compose form with the server's preview and with errors. */
const meta = {
  title: 'Features/Console/Broadcasts',
  tags: ['console'],
  decorators: inConsolePanel,
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const rows: BroadcastTableRow[] = [
  {
    id: 14,
    title: '寒假同步课开放报名',
    audience: 'all',
    audienceName: '',
    sendAt: '2027-01-10T00:00:00.000Z',
    state: 'scheduled',
    deliveredCount: 0,
    readCount: 0,
  },
  {
    id: 13,
    title: '初一期末复习直播今晚七点开讲',
    audience: 'grade',
    audienceName: '初一',
    sendAt: '2026-12-04T10:00:00.000Z',
    state: 'sending',
    deliveredCount: 500,
    readCount: 12,
  },
  {
    id: 12,
    title: '《二次函数》专题课新增两讲',
    audience: 'course',
    audienceName: '初三数学《二次函数》专题精讲',
    sendAt: '2026-12-02T01:30:00.000Z',
    state: 'delivered',
    deliveredCount: 318,
    readCount: 207,
  },
  {
    id: 11,
    title: '家长会改期通知',
    audience: 'phones',
    audienceName: '24 个手机号',
    sendAt: '2026-11-30T02:00:00.000Z',
    state: 'cancelled',
    deliveredCount: 0,
    readCount: 0,
  },
];

const editPath = (id: number) => `/admin/broadcasts/${id}`;

export const List: Story = {
  render: () => (
    <BroadcastTable list={{ state: 'ready', rows, total: 14 }} page={1} pageSize={20} onPageChange={fn()} editPath={editPath} />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '寒假同步课开放报名' })).toHaveAttribute('href', '/admin/broadcasts/14');
    await expect(canvas.getByText('已排期')).toBeVisible();
    await expect(canvas.getByText('初三数学《二次函数》专题精讲')).toBeVisible();
    await expect(canvas.getByText('共 14 条推送')).toBeVisible();
  },
};

export const Loading: Story = {
  render: () => <BroadcastTable list={{ state: 'loading' }} page={1} pageSize={20} onPageChange={fn()} editPath={editPath} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('加载中…')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const Empty: Story = {
  render: () => (
    <BroadcastTable
      list={{ state: 'ready', rows: [], total: 0 }}
      page={1}
      pageSize={20}
      onPageChange={fn()}
      editPath={editPath}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('还没有消息推送。')).toBeVisible();
  },
};

const onRetry = fn();

export const Error: Story = {
  render: () => (
    <BroadcastTable
      list={{ state: 'error', message: '网络异常，请稍后重试', onRetry, retrying: false }}
      page={1}
      pageSize={20}
      onPageChange={fn()}
      editPath={editPath}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('网络异常，请稍后重试')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '重新加载' }));
    await expect(onRetry).toHaveBeenCalled();
  },
};

const choices = {
  grades: [
    { id: 7, name: '初一' },
    { id: 8, name: '初二' },
    { id: 9, name: '初三' },
  ],
  courses: [{ id: 31, name: '初三数学《二次函数》专题精讲' }],
  articles: [{ id: 5, name: '2027 年中考政策解读' }],
};

const composed: BroadcastFormFields = {
  title: '初一期末复习直播今晚七点开讲',
  content: '数学、英语两科老师带大家梳理重点题型，直播后可回看。',
  link: 'course',
  linkId: 31,
  audience: 'grade',
  audienceId: 7,
  phones: '',
  when: 'later',
  sendAt: '2026-12-20T19:00',
};

const ready: BroadcastPreviewState = {
  state: 'ready',
  reach: 1284,
  title: composed.title,
  content: composed.content,
  sendAt: '2026-12-20T11:00:00.000Z',
  of: composed,
};

const formProps = {
  choices,
  saved: null,
  readOnly: false,
  saving: false,
  error: null,
  notice: null,
  onPreview: fn(),
  onSubmit: fn(),
  onCancel: fn(),
  head: <h1 className={consoleStyles.pageTitle}>撰写推送</h1>,
  now: () => new Date('2026-12-04T12:00:00+08:00'),
};

export const ComposeWithPreview: Story = {
  render: () => <BroadcastForm {...formProps} initial={composed} preview={ready} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('broadcast-reach')).toHaveTextContent('将送达 1284 个家庭');
    await expect(canvas.getByRole('heading', { name: composed.title })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '保存定时推送' })).toBeEnabled();
  },
};

const onSubmit = fn();

export const ComposeWithErrors: Story = {
  render: () => (
    <BroadcastForm
      {...formProps}
      onSubmit={onSubmit}
      initial={{
        ...composed,
        title: '',
        audience: 'phones',
        audienceId: null,
        phones: '13800138000\n1380013\n139001390',
        sendAt: '2026-12-01T08:00',
      }}
      preview={{ state: 'error', message: '参数 phones：第 1 行「13800138000」没有注册用户' }}
    />
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '保存定时推送' }));
    await expect(canvas.getByText('请填写标题（不超过 40 个字）')).toBeVisible();
    await expect(canvas.getByText('第 2 行「1380013」不是 11 位手机号；第 3 行「139001390」不是 11 位手机号')).toBeVisible();
    await expect(canvas.getByText('请选择晚于现在的时间')).toBeVisible();
    await expect(onSubmit).not.toHaveBeenCalled();
  },
};

export const StartedReadOnly: Story = {
  render: () => (
    <BroadcastForm
      {...formProps}
      saved={{ title: composed.title, editable: false }}
      initial={{ ...composed, when: 'now' }}
      preview={{ state: 'idle' }}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('这条推送已开始发送或已取消，不能再修改。')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '保存修改' })).toBeNull();
  },
};

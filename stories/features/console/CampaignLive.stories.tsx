import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { failed, loading, ready } from '@/components/Loadable';
import { CampaignLive, type LiveClassListData, type LiveSignupData } from '@/features/console';
import { openedDialog } from '../../support/openedDialog';
import { inConsolePanel } from './consoleStory';

/** The live classes of the campaign pages: loading, empty, failed, full, read-only, the form and the sign-ups. */
const meta = {
  title: 'Features/Console/Campaign Live',
  tags: ['console'],
  decorators: inConsolePanel,
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const done = fn(async () => undefined);
const upload = fn(async () => '/assets/teachers/teacher-01.webp');
const fixedNow = () => new Date('2026-12-06T02:00:00.000Z');

const classes: LiveClassListData = {
  list: [
    {
      id: 1,
      title: '初中数学压轴题直播精讲',
      intro: '一小时讲透压轴题的三种常见套路。',
      courseId: 12,
      courseTitle: '初二数学《全等三角形》专题精讲',
      teacher: { name: '赵一鸣', title: '高级教师 · 十年教龄', photoUrl: '' },
      startsAt: '2026-12-09T11:30:00.000Z',
      durationMinutes: 90,
      seatsTotal: 200,
      seatsTaken: 17,
      channels: ['tiktok', 'tencent', 'headlines'],
      signups: { tiktok: 9, tencent: 5, headlines: 3 },
      paid: 11,
      started: false,
      ended: false,
      version: 2,
      updatedAt: '2026-12-01T08:30:00.000Z',
    },
    {
      id: 2,
      title: '腾讯专场：高中英语读后续写',
      intro: '',
      courseId: 15,
      courseTitle: '高二英语《读后续写》写作课',
      teacher: { name: '陈敏', title: '高级教师', photoUrl: '' },
      startsAt: '2026-12-06T01:30:00.000Z',
      durationMinutes: 60,
      seatsTotal: 50,
      seatsTaken: 4,
      channels: ['tencent'],
      signups: { tiktok: 0, tencent: 4, headlines: 0 },
      paid: 4,
      started: true,
      ended: false,
      version: 1,
      updatedAt: '2026-11-28T02:00:00.000Z',
    },
    {
      id: 3,
      title: '小学语文阅读理解方法直播',
      intro: '',
      courseId: 12,
      courseTitle: '三年级语文《阅读理解入门》方法课',
      teacher: { name: '韩雪梅', title: '', photoUrl: '' },
      startsAt: '2026-12-20T11:30:00.000Z',
      durationMinutes: 45,
      seatsTotal: 120,
      seatsTaken: 0,
      channels: ['tiktok', 'headlines'],
      signups: { tiktok: 0, tencent: 0, headlines: 0 },
      paid: 0,
      started: false,
      ended: false,
      version: 1,
      updatedAt: '2026-12-02T03:00:00.000Z',
    },
  ],
  courses: [
    { id: 12, title: '初二数学《全等三角形》专题精讲' },
    { id: 15, title: '高二英语《读后续写》写作课' },
  ],
};

const signups: LiveSignupData = {
  liveClass: { id: 1, title: classes.list[0]!.title, channels: ['tiktok', 'tencent', 'headlines'] },
  list: [
    {
      id: 1,
      phone: '138****5678',
      channel: 'tiktok',
      signedUpAt: '2026-12-01T02:10:00.000Z',
      orderNo: 'XB20261201001',
      paid: true,
    },
    {
      id: 2,
      phone: '139****1200',
      channel: 'tencent',
      signedUpAt: '2026-12-02T06:45:00.000Z',
      orderNo: 'XB20261202017',
      paid: false,
    },
    { id: 3, phone: '135****9455', channel: 'headlines', signedUpAt: '2026-12-03T12:05:00.000Z', orderNo: null, paid: false },
  ],
  count: 3,
  perChannel: { tiktok: 1, tencent: 1, headlines: 1 },
};

const props = {
  when: 'upcoming' as const,
  onWhenChange: fn(),
  canWrite: true,
  onSave: done,
  onDelete: done,
  onUploadImage: upload,
  viewing: null,
  onView: fn(),
  signups: ready(signups),
  signupChannel: null,
  onSignupChannelChange: fn(),
  onExport: done,
  now: fixedNow,
};

export const List: Story = { render: () => <CampaignLive classes={ready(classes)} {...props} /> };
export const ReadOnly: Story = { render: () => <CampaignLive classes={ready(classes)} {...props} canWrite={false} /> };
export const Loading: Story = { render: () => <CampaignLive classes={loading} {...props} /> };
export const Empty: Story = {
  render: () => <CampaignLive classes={ready({ list: [], courses: classes.courses })} {...props} when="past" />,
};
export const LoadFailed: Story = { render: () => <CampaignLive classes={failed()} {...props} /> };

/** A session already running: its start and course are locked, its channel with sign-ups stays. */
export const FormOfStartedSession: Story = {
  render: () => <CampaignLive classes={ready(classes)} {...props} initialEditing={2} />,
};

export const FormChecked: Story = {
  render: () => <CampaignLive classes={ready(classes)} {...props} initialEditing="new" />,
  play: async ({ canvasElement }) => {
    const dialog = await openedDialog(canvasElement);
    await userEvent.click(within(dialog).getByRole('checkbox', { name: '抖音' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: '腾讯' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: '今日头条' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await expect(within(dialog).getByText('请填写标题（最多 60 字）')).toBeVisible();
    await expect(within(dialog).getByText('请选择售卖的课程')).toBeVisible();
    await expect(within(dialog).getByText('请至少选择一个渠道')).toBeVisible();
  },
};

export const Signups: Story = {
  render: () => <CampaignLive classes={ready(classes)} {...props} viewing={classes.list[0]!} />,
};
export const SignupsEmpty: Story = {
  render: () => (
    <CampaignLive
      classes={ready(classes)}
      {...props}
      viewing={classes.list[2]!}
      signups={ready({ ...signups, list: [], count: 0, perChannel: { tiktok: 0, tencent: 0, headlines: 0 } })}
    />
  ),
};
export const SignupsLoading: Story = {
  render: () => <CampaignLive classes={ready(classes)} {...props} viewing={classes.list[0]!} signups={loading} />,
};

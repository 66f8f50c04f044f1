import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { FamilyFilter } from '@contract/api/schemas/admin/families';
import {
  FamilyActionDialog,
  FamilyDetail,
  FamilyTable,
  type FamilyDetailData,
  type FamilyTableList,
  type FamilyTableRow,
  StudyReportsRun,
} from '@/features/console';
import { inConsolePanel } from './consoleStory';

/** The family list in each of its states, one family's page as service and as a read-only member, and an action. */
const meta = {
  title: 'Features/Console/Families',
  tags: ['console'],
  decorators: inConsolePanel,
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const rows: FamilyTableRow[] = [
  {
    familyId: 'a1f0c3e2d4b54f6e8a9b0c1d2e3f4a5b',
    phone: '138****8000',
    name: '小林同学',
    grade: '初三',
    registeredAt: '2026-09-01T02:10:00.000Z',
    lastSignInAt: '2026-12-04T11:20:00.000Z',
    state: 'normal',
    paidOrders: 3,
  },
  {
    familyId: 'b2e1d4f3c5a64e7f9b0a1d2c3f4e5b6a',
    phone: '139****8000',
    name: '王妈妈',
    grade: null,
    registeredAt: '2026-11-20T08:45:00.000Z',
    lastSignInAt: '2026-12-03T13:02:00.000Z',
    state: 'locked',
    paidOrders: 0,
  },
  {
    familyId: 'c3d2e1f4a5b64c7d8e9f0a1b2c3d4e5f',
    phone: '136****8000',
    name: '',
    grade: '五年级',
    registeredAt: '2026-12-01T04:00:00.000Z',
    lastSignInAt: null,
    state: 'normal',
    paidOrders: 1,
  },
];

const filter: FamilyFilter = { q: '', page: 1 };
const detailPath = (familyId: string) => `/admin/families/${familyId}`;
const onFilterChange = fn();

export const List: Story = {
  render: () => (
    <FamilyTable
      list={{ state: 'ready', rows, total: 3 }}
      pageSize={20}
      filter={{ q: '8000', page: 1 }}
      onFilterChange={onFilterChange}
      detailPath={detailPath}
    />
  ),
  play: async ({ canvas }) => {
    const demo = within(canvas.getByTestId('family-a1f0c3e2d4b54f6e8a9b0c1d2e3f4a5b'));
    await expect(demo.getByRole('link', { name: '138****8000' })).toHaveAttribute(
      'href',
      '/admin/families/a1f0c3e2d4b54f6e8a9b0c1d2e3f4a5b',
    );
    await expect(within(canvas.getByTestId('family-b2e1d4f3c5a64e7f9b0a1d2c3f4e5b6a')).getByText('已锁定')).toBeVisible();
    await expect(canvas.getByText('从未登录')).toBeVisible();
    await expect(canvas.getByText('共 3 个家庭')).toBeVisible();
    await userEvent.clear(canvas.getByLabelText('手机号或姓名'));
    await userEvent.type(canvas.getByLabelText('手机号或姓名'), ' 小林 ');
    await userEvent.click(canvas.getByRole('button', { name: '搜索' }));
    await expect(onFilterChange).toHaveBeenLastCalledWith({ q: '小林', page: 1 });
  },
};

export const Loading: Story = {
  render: () => (
    <FamilyTable list={{ state: 'loading' }} pageSize={20} filter={filter} onFilterChange={fn()} detailPath={detailPath} />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('加载中…')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const Empty: Story = {
  render: () => (
    <FamilyTable
      list={{ state: 'ready', rows: [], total: 0 }}
      pageSize={20}
      filter={{ q: '5678', page: 1 }}
      onFilterChange={fn()}
      detailPath={detailPath}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('没有符合条件的家庭。')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '清除搜索' })).toBeVisible();
  },
};

const onRetry = fn();
const failed: FamilyTableList = { state: 'error', message: '网络连接失败，请检查网络后重试', onRetry, retrying: false };

// Named as the state it shows; it shadows the global Error in this file only, which never throws one.
export const Error: Story = {
  render: () => <FamilyTable list={failed} pageSize={20} filter={filter} onFilterChange={fn()} detailPath={detailPath} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('网络连接失败，请检查网络后重试')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '重新加载' }));
    await expect(onRetry).toHaveBeenCalled();
  },
};

const family: FamilyDetailData = {
  familyId: 'a1f0c3e2d4b54f6e8a9b0c1d2e3f4a5b',
  phone: '13800138000',
  phoneMasked: false,
  name: '小林同学',
  grade: { id: 9, name: '初三' },
  school: '北京市第十五中学',
  registeredAt: '2026-09-01T02:10:00.000Z',
  lastSignInAt: '2026-12-04T11:20:00.000Z',
  lockout: { locked: true, until: '2026-12-04T12:05:00.000Z' },
  parents: [{ phone: '13900139000', relationship: '妈妈', boundAt: '2026-09-02T10:00:00.000Z' }],
  devices: [
    { deviceId: 'iPhone-15-9f3a', lastSeenAt: '2026-12-04T11:20:00.000Z' },
    { deviceId: 'web-2c81d0', lastSeenAt: '2026-11-28T13:00:00.000Z' },
  ],
  sessions: [
    {
      deviceId: 'iPhone-15-9f3a',
      userAgent: 'XuebanApp/3.2 (iOS 18.1)',
      startedAt: '2026-12-01T09:00:00.000Z',
      lastSeenAt: '2026-12-04T11:20:00.000Z',
      expiresAt: '2026-12-31T09:00:00.000Z',
    },
  ],
  orders: [
    {
      orderNo: 'XB202612041930150021',
      status: 'paid',
      courses: ['初三数学《二次函数》专题精讲'],
      amount: 1280,
      createdAt: '2026-12-04T11:30:15.000Z',
    },
    {
      orderNo: 'XB202611281540080018',
      status: 'refunded',
      courses: ['初三物理《电学综合》冲刺班'],
      amount: 999,
      createdAt: '2026-11-28T07:40:08.000Z',
    },
  ],
  courses: [
    {
      courseId: 12,
      title: '初三数学《二次函数》专题精讲',
      source: 'order',
      orderNo: 'XB202612041930150021',
      lessonsDone: 7,
      lessonCount: 24,
      enrolledAt: '2026-12-04T11:31:02.000Z',
    },
    {
      courseId: 18,
      title: '初三英语《阅读理解》提分课',
      source: 'compensation',
      orderNo: null,
      lessonsDone: 0,
      lessonCount: 16,
      enrolledAt: '2026-12-04T12:00:00.000Z',
    },
  ],
  evaluations: [{ title: '初三数学期中诊断', score: 86, totalScore: 100, accuracy: 86, at: '2026-11-10T06:00:00.000Z' }],
  choices: {
    grades: [
      { id: 8, name: '初二' },
      { id: 9, name: '初三' },
    ],
    courses: [
      { id: 21, name: '初三化学《酸碱盐》专题课' },
      { id: 22, name: '初三语文《作文》提分课' },
    ],
  },
};

const onAction = fn();

export const Detail: Story = {
  render: () => <FamilyDetail family={family} canAct onAction={onAction} orderPath={(orderNo) => `/admin/orders/${orderNo}`} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('family-phone')).toHaveTextContent('13800138000');
    await expect(canvas.getByTestId('family-state')).toHaveTextContent('已锁定');
    await expect(canvas.getByText('补偿')).toBeVisible();
    await expect(canvas.getByText('7 / 24')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '解除锁定' }));
    await expect(onAction).toHaveBeenCalledWith('unlock');
  },
};

const masked: FamilyDetailData = {
  ...family,
  phone: '138****8000',
  phoneMasked: true,
  lockout: { locked: false, until: null },
  parents: [{ ...family.parents[0]!, phone: '139****9000' }],
  devices: [],
  sessions: [],
  evaluations: [],
};

export const DetailReadOnly: Story = {
  render: () => (
    <FamilyDetail family={masked} canAct={false} onAction={fn()} orderPath={(orderNo) => `/admin/orders/${orderNo}`} />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('family-phone')).toHaveTextContent('138****8000');
    await expect(canvas.getByText('你的角色只能查看这个家庭，不能操作。')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '开通课程' })).toBeNull();
    await expect(canvas.getByText('没有设备，下次登录需要短信验证。')).toBeVisible();
  },
};

const onSubmit = fn();

export const GrantCourse: Story = {
  render: () => (
    <FamilyActionDialog
      action="grant"
      choices={family.choices}
      submitting={false}
      error={null}
      onClose={fn()}
      onSubmit={onSubmit}
    />
  ),
  play: async ({ canvasElement }) => {
    const element = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: '开通课程' });
    await waitFor(() => expect(element).toBeVisible());
    const dialog = within(element);
    await userEvent.click(dialog.getByRole('button', { name: '确定' }));
    await expect(dialog.getByText('请填写原因')).toBeVisible();
    await expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.selectOptions(dialog.getByLabelText('课程'), '21');
    await userEvent.click(dialog.getByRole('radio', { name: '补偿' }));
    await userEvent.type(dialog.getByLabelText(/原因/), '直播课卡顿，补偿一门课');
    await userEvent.click(dialog.getByRole('button', { name: '确定' }));
    await expect(onSubmit).toHaveBeenCalledWith({
      action: 'grant',
      reason: '直播课卡顿，补偿一门课',
      courseId: 21,
      kind: 'compensation',
    });
  },
};

export const GrantCourseRefused: Story = {
  render: () => (
    <FamilyActionDialog
      action="grant"
      choices={family.choices}
      submitting={false}
      error="该家庭已拥有这门课程"
      onClose={fn()}
      onSubmit={fn()}
    />
  ),
};

const onRun = fn();
const reportsProps = { canRun: true, running: null, result: null, error: null, onRun };

/** The weekly reports card as service sees it: two ways to build now. */
export const StudyReports: Story = {
  render: () => <StudyReportsRun {...reportsProps} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '生成本周至今的周报' }));
    await expect(onRun).toHaveBeenCalledWith('current');
  },
};

export const StudyReportsRunning: Story = {
  render: () => <StudyReportsRun {...reportsProps} running="last" />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /生成本周至今的周报/ })).toBeDisabled();
  },
};

export const StudyReportsBuilt: Story = {
  render: () => (
    <StudyReportsRun {...reportsProps} result={{ weekStart: '2026-11-23', reportsBuilt: 128, notificationsSent: 171 }} />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      '已生成 2026-11-23 至 2026-11-29 这一周的 128 份周报，发出 171 条通知。',
    );
  },
};

export const StudyReportsNothingToBuild: Story = {
  render: () => <StudyReportsRun {...reportsProps} result={{ weekStart: '2026-11-30', reportsBuilt: 0, notificationsSent: 0 }} />,
};

export const StudyReportsFailed: Story = {
  render: () => <StudyReportsRun {...reportsProps} error="服务器繁忙，请稍后再试" />,
};

export const StudyReportsReadOnly: Story = {
  render: () => <StudyReportsRun {...reportsProps} canRun={false} />,
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

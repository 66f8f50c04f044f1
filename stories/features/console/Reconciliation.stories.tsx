import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { ReconciliationLineRow, ReconciliationRunRow } from '@contract/api/schemas/admin/reconciliation';
import { HandleDifferenceDialog, ReconciliationDifferences, ReconciliationRuns, RunDayDialog } from '@/features/console';
import { openedDialog } from '../../support/openedDialog';
import { inConsolePanel } from './consoleStory';

/** 对账: the runs in each state of the list, a run's differences, a failed run, and the two dialogs. */
const meta = {
  title: 'Features/Console/Reconciliation',
  tags: ['console'],
  decorators: inConsolePanel,
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const succeeded: ReconciliationRunRow = {
  id: 12,
  provider: 'wechat',
  day: '2026-12-04',
  status: 'succeeded',
  failureReason: '',
  attempts: 1,
  bill: { payments: 42, paymentTotal: 38620, refunds: 2, refundTotal: 399.5 },
  ours: { payments: 41, paymentTotal: 37340, refunds: 2, refundTotal: 399.5 },
  differences: 2,
  ranAt: '2026-12-05T01:00:12.000Z',
};

const failed: ReconciliationRunRow = {
  ...succeeded,
  id: 13,
  provider: 'alipay',
  status: 'failed',
  failureReason: '支付宝对账单下载失败：The operation was aborted due to timeout',
  attempts: 3,
  bill: { payments: 0, paymentTotal: 0, refunds: 0, refundTotal: 0 },
  ours: { payments: 0, paymentTotal: 0, refunds: 0, refundTotal: 0 },
  differences: 0,
};

const clean: ReconciliationRunRow = { ...succeeded, id: 11, day: '2026-12-03', differences: 0, ours: succeeded.bill };

const lines: ReconciliationLineRow[] = [
  {
    id: 1,
    kind: 'missing-here',
    reference: 'PXB202612040912000001A1',
    orderNo: 'XB202612040912000001',
    providerTradeNo: '4200002026120412345678901',
    ours: null,
    bill: 1280,
    detail: '已向支付机构重新查询并入账（paid）',
    handled: false,
    handledBy: null,
    handledAt: null,
    handledNote: '',
  },
  {
    id: 2,
    kind: 'amount',
    reference: 'PXB202612041440000002B2',
    orderNo: 'XB202612041440000002',
    providerTradeNo: '4200002026120498765432101',
    ours: 699,
    bill: 698,
    detail: '',
    handled: true,
    handledBy: '李财务',
    handledAt: '2026-12-05T03:20:00.000Z',
    handledNote: '支付机构手续费调整，已与客户经理确认',
  },
];

const list = (rows: ReconciliationRunRow[]) => ({ state: 'ready' as const, rows, total: rows.length });

export const Runs: Story = {
  render: () => (
    <ReconciliationRuns
      list={list([succeeded, failed, clean])}
      page={1}
      pageSize={20}
      onPageChange={fn()}
      selectedId={12}
      onSelect={fn()}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('对账失败')).toBeVisible();
    await expect(canvas.getByText(/aborted due to timeout/)).toBeVisible();
  },
};

export const RunsLoading: Story = {
  render: () => (
    <ReconciliationRuns
      list={{ state: 'loading' }}
      page={1}
      pageSize={20}
      onPageChange={fn()}
      selectedId={null}
      onSelect={fn()}
    />
  ),
};

export const RunsEmpty: Story = {
  render: () => (
    <ReconciliationRuns list={list([])} page={1} pageSize={20} onPageChange={fn()} selectedId={null} onSelect={fn()} />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/还没有对账记录/)).toBeVisible();
  },
};

export const RunsError: Story = {
  render: () => (
    <ReconciliationRuns
      list={{ state: 'error', message: '对账记录加载失败', onRetry: fn(), retrying: false }}
      page={1}
      pageSize={20}
      onPageChange={fn()}
      selectedId={null}
      onSelect={fn()}
    />
  ),
};

export const Differences: Story = {
  render: () => (
    <ReconciliationDifferences
      run={succeeded}
      lines={lines}
      orderPath={(orderNo) => `/admin/orders/${orderNo}`}
      onHandle={fn()}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'XB202612040912000001' })).toHaveAttribute(
      'href',
      '/admin/orders/XB202612040912000001',
    );
    await expect(canvas.getAllByRole('button', { name: '标记已处理' })).toHaveLength(1);
  },
};

export const NoDifferences: Story = {
  render: () => <ReconciliationDifferences run={clean} lines={[]} orderPath={(orderNo) => orderNo} onHandle={fn()} />,
};

export const FailedRun: Story = {
  render: () => <ReconciliationDifferences run={failed} lines={[]} orderPath={(orderNo) => orderNo} onHandle={fn()} />,
};

export const RunDayForm: Story = {
  render: () => (
    <RunDayDialog
      providers={['sandbox']}
      initialDay="2026-12-04"
      maxDay="2026-12-05"
      saving={false}
      error={null}
      onCancel={fn()}
      onSubmit={fn()}
    />
  ),
};

export const HandleForm: Story = {
  render: () => <HandleDifferenceDialog saving={false} error={null} onCancel={fn()} onSubmit={fn()} />,
  play: async ({ canvasElement }) => {
    const dialog = within(await openedDialog(canvasElement));
    await userEvent.click(await dialog.findByRole('button', { name: '标记已处理' }));
    await expect(dialog.getByText('请写明处理说明')).toBeVisible();
  },
};

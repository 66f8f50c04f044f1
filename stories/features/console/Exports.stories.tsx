import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { OrderFilter } from '@contract/api/schemas/admin/orders';
import { ExportDialog } from '@/features/console';
import { openedDialog } from '../../support/openedDialog';
import { inConsolePanel } from './consoleStory';

/** The order list's export: what to export and how, the range's mistakes, the server's refusal, and waiting. */
const meta = {
  title: 'Features/Console/Exports',
  tags: ['console'],
  decorators: inConsolePanel,
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const NO_FILTER: OrderFilter = { q: '', status: '', channel: '', from: '', to: '', page: 1 };
const december = { from: '2026-12-01', to: '2026-12-05' };

export const Default: Story = {
  render: () => (
    <ExportDialog filter={NO_FILTER} initial={december} saving={false} error={null} onCancel={fn()} onSubmit={fn()} />
  ),
  play: async ({ canvasElement }) => {
    const dialog = within(await openedDialog(canvasElement));
    await expect(await dialog.findByRole('radio', { name: '订单' })).toBeChecked();
    await expect(dialog.getByRole('radio', { name: 'CSV' })).toBeChecked();
    await expect(dialog.getByLabelText('下单日期从')).toHaveValue('2026-12-01');
    await expect(dialog.getByText('导出这段时间的全部订单。')).toBeVisible();
  },
};

export const Filtered: Story = {
  render: () => (
    <ExportDialog
      filter={{ ...NO_FILTER, q: '8000', status: 'paid', channel: 'weixin' }}
      initial={december}
      saving={false}
      error={null}
      onCancel={fn()}
      onSubmit={fn()}
    />
  ),
  play: async ({ canvasElement }) => {
    const dialog = within(await openedDialog(canvasElement));
    await expect(await dialog.findByText('按订单列表当前的筛选条件导出：关键词「8000」、已支付、微信支付。')).toBeVisible();
  },
};

export const Refunds: Story = {
  render: () => (
    <ExportDialog filter={NO_FILTER} initial={december} saving={false} error={null} onCancel={fn()} onSubmit={fn()} />
  ),
  play: async ({ canvasElement }) => {
    const dialog = within(await openedDialog(canvasElement));
    await userEvent.click(await dialog.findByText('退款'));
    await userEvent.click(dialog.getByText('Excel（XLSX）'));
    await expect(dialog.getByLabelText('申请日期从')).toBeVisible();
    await expect(dialog.getByText(/导出这段时间内申请的全部退款/)).toBeVisible();
  },
};

export const RangeErrors: Story = {
  render: () => (
    <ExportDialog
      filter={NO_FILTER}
      initial={{ from: '2025-01-01', to: '2026-12-05' }}
      saving={false}
      error={null}
      onCancel={fn()}
      onSubmit={fn()}
    />
  ),
  play: async ({ canvasElement }) => {
    const dialog = within(await openedDialog(canvasElement));
    await userEvent.click(await dialog.findByRole('button', { name: '开始导出' }));
    await expect(dialog.getByText('一次最多导出 366 天')).toBeVisible();
  },
};

export const Refused: Story = {
  render: () => (
    <ExportDialog filter={NO_FILTER} initial={december} saving={false} error="无权限" onCancel={fn()} onSubmit={fn()} />
  ),
};

export const Preparing: Story = {
  render: () => <ExportDialog filter={NO_FILTER} initial={december} saving error={null} onCancel={fn()} onSubmit={fn()} />,
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { ShipImportReport } from '@contract/api/schemas/admin/shipping';
import { OrderShipping, type OrderDetailData, ShipDialog, ShipImportDialog, ShipImportResult } from '@/features/console';
import { openedDialog } from '../../support/openedDialog';
import { inConsolePanel } from './consoleStory';

/** An order's parcel of printed material: waiting, shipped and corrected; the ship form and the CSV import. */
const meta = {
  title: 'Features/Console/Shipping',
  tags: ['console'],
  decorators: inConsolePanel,
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const waiting: OrderDetailData['shipping'] = {
  needed: true,
  company: null,
  trackingNo: null,
  shippedAt: null,
  shippedBy: null,
  corrections: [],
  canShip: true,
};

const corrected: OrderDetailData['shipping'] = {
  needed: true,
  company: '中通快递',
  trackingNo: '732000000001',
  shippedAt: '2026-12-04T02:10:00.000Z',
  shippedBy: '王客服',
  corrections: [
    {
      at: '2026-12-04T06:30:00.000Z',
      by: '李财务',
      fromCompany: '顺丰速运',
      fromTrackingNo: 'SF123456789012',
      reason: '仓库改发中通，运单号已更换',
    },
  ],
  canShip: false,
};

export const Waiting: Story = {
  render: () => <OrderShipping shipping={waiting} canShip onShip={fn()} onCorrect={fn()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('未发货')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '发货' })).toBeVisible();
  },
};

export const WaitingReadOnly: Story = {
  render: () => <OrderShipping shipping={waiting} canShip={false} onShip={fn()} onCorrect={fn()} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: '发货' })).toBeNull();
  },
};

export const ShippedAndCorrected: Story = {
  render: () => <OrderShipping shipping={corrected} canShip onShip={fn()} onCorrect={fn()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('tracking-no')).toHaveTextContent('732000000001');
    await expect(canvas.getByText(/原为 顺丰速运 SF123456789012：仓库改发中通/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: '更正物流' })).toBeVisible();
  },
};

export const NotNeeded: Story = {
  render: () => <OrderShipping shipping={{ ...waiting, needed: false, canShip: false }} canShip onShip={fn()} onCorrect={fn()} />,
};

export const ShipForm: Story = {
  render: () => <ShipDialog correcting={false} saving={false} error={null} onCancel={fn()} onSubmit={fn()} />,
  play: async ({ canvasElement }) => {
    const dialog = within(await openedDialog(canvasElement));
    await userEvent.click(await dialog.findByRole('button', { name: '确认发货' }));
    await expect(dialog.getByText('请选择快递公司')).toBeVisible();
    await expect(dialog.getByText('请填写运单号')).toBeVisible();
    await userEvent.selectOptions(dialog.getByLabelText('快递公司'), '顺丰速运');
    await userEvent.type(dialog.getByRole('textbox', { name: '运单号' }), '12345');
    await expect(dialog.getByText('运单号与顺丰速运的运单号格式不符')).toBeVisible();
  },
};

export const ShipRefused: Story = {
  render: () => (
    <ShipDialog
      correcting={false}
      initial={{ carrier: 'SF', trackingNo: 'SF123456789012' }}
      saving={false}
      error="这个订单已经发货（顺丰速运 SF123456789012），如需修改请使用更正"
      onCancel={fn()}
      onSubmit={fn()}
    />
  ),
};

export const CorrectForm: Story = {
  render: () => (
    <ShipDialog
      correcting
      initial={{ carrier: 'SF', trackingNo: 'SF123456789012' }}
      saving={false}
      error={null}
      onCancel={fn()}
      onSubmit={fn()}
    />
  ),
  play: async ({ canvasElement }) => {
    const dialog = within(await openedDialog(canvasElement));
    await userEvent.click(await dialog.findByRole('button', { name: '保存更正' }));
    await expect(dialog.getByText('请写明更正理由')).toBeVisible();
  },
};

export const ImportForm: Story = {
  render: () => <ShipImportDialog saving={false} error={null} onCancel={fn()} onSubmit={fn()} />,
  play: async ({ canvasElement }) => {
    const dialog = within(await openedDialog(canvasElement));
    await userEvent.click(await dialog.findByRole('button', { name: '导入' }));
    await expect(dialog.getByText('请选择 CSV 文件')).toBeVisible();
  },
};

export const ImportRefused: Story = {
  render: () => (
    <ShipImportDialog saving={false} error="表头应包含订单号、快递公司、运单号三列" onCancel={fn()} onSubmit={fn()} />
  ),
};

const report: ShipImportReport = {
  rows: [
    {
      line: 2,
      orderNo: 'XB202612041930150021',
      carrier: '顺丰速运',
      trackingNo: 'SF123456789012',
      outcome: 'shipped',
      detail: '顺丰速运',
    },
    {
      line: 3,
      orderNo: 'XB202612031015220007',
      carrier: '中通',
      trackingNo: '732000000002',
      outcome: 'already-shipped',
      detail: '',
    },
    {
      line: 4,
      orderNo: 'XB202612011200000003',
      carrier: '韵达',
      trackingNo: '4300000000009',
      outcome: 'other-parcel',
      detail: '韵达快递 4300000000001',
    },
    {
      line: 5,
      orderNo: 'XB209901010000000001',
      carrier: '顺丰',
      trackingNo: 'SF123456789013',
      outcome: 'unknown-order',
      detail: '',
    },
    {
      line: 6,
      orderNo: 'XB202612050830000011',
      carrier: '顺丰',
      trackingNo: 'SF999',
      outcome: 'bad-tracking',
      detail: '顺丰速运',
    },
    {
      line: 7,
      orderNo: 'XB202612041930150021',
      carrier: '顺丰速运',
      trackingNo: 'SF123456789099',
      outcome: 'duplicate-row',
      detail: '',
    },
  ],
  counts: {
    shipped: 1,
    'already-shipped': 1,
    'other-parcel': 1,
    'unknown-order': 1,
    'not-paid': 0,
    'nothing-to-ship': 0,
    'bad-carrier': 0,
    'bad-tracking': 1,
    'duplicate-row': 1,
  },
};

export const ImportReportTable: Story = {
  render: () => <ShipImportResult report={report} onClose={fn()} />,
  play: async ({ canvasElement }) => {
    const dialog = within(await openedDialog(canvasElement));
    await expect(await dialog.findByTestId('import-counts')).toHaveTextContent('已发货 1');
    await expect(dialog.getAllByRole('row')).toHaveLength(7);
  },
};

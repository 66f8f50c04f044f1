import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { OrderFilter } from '@contract/api/schemas/admin/orders';
import type { RefundRow } from '@contract/api/schemas/admin/refunds';
import {
  OrderDetail,
  OrderRefunds,
  OrderTable,
  RefundRejectDialog,
  RefundRequestDialog,
  type OrderDetailData,
  type OrderRefundsProps,
  type OrderTableList,
  type OrderTableRow,
} from '@/features/console';
import { openedDialog } from '../../support/openedDialog';
import { inConsolePanel } from './consoleStory';

/** The order list in each of its states (content, loading, empty, filtered, error) and one order's page. */
const meta = {
  title: 'Features/Console/Orders',
  tags: ['console'],
  decorators: inConsolePanel,
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const rows: OrderTableRow[] = [
  {
    orderNo: 'XB202612041930150021',
    status: 'paid',
    courses: ['初三数学《二次函数》专题精讲'],
    buyerPhone: '138****8000',
    buyerName: '小林同学',
    amount: 1280,
    paid: 1280,
    payChannel: 'alipay',
    createdAt: '2026-12-04T11:30:15.000Z',
    paidAt: '2026-12-04T11:31:02.000Z',
  },
  {
    orderNo: 'XB202612041822470020',
    status: 'unpaid',
    courses: ['初二语文《文言文阅读》专题课', '初二英语《完形填空》提分课'],
    buyerPhone: '139****1234',
    buyerName: '',
    amount: 1598,
    paid: 0,
    payChannel: null,
    createdAt: '2026-12-04T10:22:47.000Z',
    paidAt: null,
  },
  {
    orderNo: 'XB202612031005320019',
    status: 'cancelled',
    courses: ['初二历史《中国近代史》同步精讲'],
    buyerPhone: '137****5566',
    buyerName: '王妈妈',
    amount: 699,
    paid: 0,
    payChannel: null,
    createdAt: '2026-12-03T02:05:32.000Z',
    paidAt: null,
  },
  {
    orderNo: 'XB202611281540080018',
    status: 'refunded',
    courses: ['高一物理《力学综合》冲刺班'],
    buyerPhone: '136****0909',
    buyerName: '陈同学',
    amount: 999,
    paid: 999,
    payChannel: 'share-weixin',
    createdAt: '2026-11-28T07:40:08.000Z',
    paidAt: '2026-11-28T07:42:30.000Z',
  },
];

const filter: OrderFilter = { q: '', status: '', channel: '', from: '', to: '', page: 1 };
const detailPath = (orderNo: string) => `/admin/orders/${orderNo}`;
const onFilterChange = fn();

export const List: Story = {
  render: () => (
    <OrderTable
      list={{ state: 'ready', rows, total: 86 }}
      pageSize={20}
      filter={filter}
      onFilterChange={onFilterChange}
      detailPath={detailPath}
    />
  ),
  play: async ({ canvas }) => {
    const paid = within(canvas.getByTestId('order-XB202612041930150021'));
    await expect(paid.getByText('已支付')).toBeVisible();
    await expect(paid.getByText('138****8000')).toBeVisible();
    await expect(paid.getByRole('link', { name: 'XB202612041930150021' })).toHaveAttribute(
      'href',
      '/admin/orders/XB202612041930150021',
    );
    await expect(within(canvas.getByTestId('order-XB202612041822470020')).getByText(/等 2 门/)).toBeVisible();
    await expect(canvas.getByText('共 86 个订单')).toBeVisible();
    await userEvent.selectOptions(canvas.getByLabelText('状态'), 'paid');
    await expect(onFilterChange).toHaveBeenLastCalledWith({ ...filter, status: 'paid' });
    await userEvent.type(canvas.getByLabelText('订单号、手机号或课程名称'), ' 8000 ');
    await userEvent.click(canvas.getByRole('button', { name: '搜索' }));
    await expect(onFilterChange).toHaveBeenLastCalledWith({ ...filter, q: '8000' });
  },
};

export const Loading: Story = {
  render: () => (
    <OrderTable list={{ state: 'loading' }} pageSize={20} filter={filter} onFilterChange={fn()} detailPath={detailPath} />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('加载中…')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.getByLabelText('支付渠道')).toBeEnabled();
  },
};

export const Empty: Story = {
  render: () => (
    <OrderTable
      list={{ state: 'ready', rows: [], total: 0 }}
      pageSize={20}
      filter={filter}
      onFilterChange={fn()}
      detailPath={detailPath}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('还没有订单。')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '清除筛选' })).toBeNull();
  },
};

const onClear = fn();

export const FilteredEmpty: Story = {
  render: () => (
    <OrderTable
      list={{ state: 'ready', rows: [], total: 0 }}
      pageSize={20}
      filter={{ ...filter, q: '5678', status: 'refunded', channel: 'icbc', from: '2026-11-01', to: '2026-11-30' }}
      onFilterChange={onClear}
      detailPath={detailPath}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('没有符合条件的订单。')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '清除筛选' }));
    await expect(onClear).toHaveBeenCalledWith(filter);
  },
};

const onRetry = fn();
const failed: OrderTableList = { state: 'error', message: '网络连接失败，请检查网络后重试', onRetry, retrying: false };

// Named as the state it shows; it shadows the global Error in this file only, which never throws one.
export const Error: Story = {
  render: () => <OrderTable list={failed} pageSize={20} filter={filter} onFilterChange={fn()} detailPath={detailPath} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('网络连接失败，请检查网络后重试')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '重新加载' }));
    await expect(onRetry).toHaveBeenCalled();
  },
};

const paidOrder: OrderDetailData = {
  orderNo: 'XB202612041930150021',
  status: 'paid',
  payChannel: 'alipay',
  createdAt: '2026-12-04T11:30:15.000Z',
  paidAt: '2026-12-04T11:31:02.000Z',
  cancelledAt: null,
  refundedAt: null,
  closesAt: null,
  changedAt: null,
  remark: '',
  campaignChannel: null,
  lines: [{ courseId: 12, title: '初三数学《二次函数》专题精讲', listPrice: 1580, price: 1280 }],
  price: { listPrice: 1580, discount: 300, paid: 1280 },
  paid: 1280,
  buyer: { phone: '13800138000', name: '小林同学', grade: '初三' },
  receiver: null,
  history: [
    { status: 'unpaid', note: '订单已创建', at: '2026-12-04T11:30:15.000Z' },
    { status: 'paid', note: '支付宝支付成功', at: '2026-12-04T11:31:02.000Z' },
  ],
  payments: [
    {
      outTradeNo: 'P202612041930150021A1',
      tradeNo: 'SB2026120419310299812345',
      channel: 'alipay',
      provider: 'sandbox',
      amount: 1280,
      status: 'succeeded',
      createdAt: '2026-12-04T11:30:20.000Z',
      paidAt: '2026-12-04T11:31:02.000Z',
      endedAt: null,
    },
  ],
  notifications: [
    {
      receivedAt: '2026-12-04T11:31:03.000Z',
      provider: 'sandbox',
      source: 'notify',
      verified: true,
      outcome: 'paid',
      summary: 'trade_status=TRADE_SUCCESS · total_amount=1280.00 · trade_no=SB2026120419310299812345',
    },
    {
      receivedAt: '2026-12-04T11:31:09.000Z',
      provider: 'sandbox',
      source: 'notify',
      verified: true,
      outcome: 'duplicate',
      summary: 'trade_status=TRADE_SUCCESS · total_amount=1280.00 · trade_no=SB2026120419310299812345',
    },
  ],
  shipping: {
    needed: false,
    company: null,
    trackingNo: null,
    shippedAt: null,
    shippedBy: null,
    corrections: [],
    canShip: false,
  },
  changes: [],
  refunds: [],
  refundable: 1280,
  canRequestRefund: true,
};

export const DetailPaid: Story = {
  render: () => <OrderDetail order={paidOrder} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '订单 XB202612041930150021' })).toBeVisible();
    await expect(canvas.getByTestId('order-status')).toHaveTextContent('已支付');
    // The family's breakdown: 原价 − 优惠 = 实付.
    const breakdown = within(canvas.getByTestId('order-breakdown'));
    await expect(breakdown.getByText('¥1580.00')).toBeVisible();
    await expect(breakdown.getByText('−¥300.00')).toBeVisible();
    await expect(canvas.getByTestId('buyer-phone')).toHaveTextContent('13800138000');
    await expect(canvas.getByTestId('trade-no')).toHaveTextContent('SB2026120419310299812345');
    await expect(canvas.getByText('这个订单的课程不寄送教材。')).toBeVisible();
  },
};

export const DetailUnpaid: Story = {
  render: () => (
    <OrderDetail
      order={{
        ...paidOrder,
        orderNo: 'XB202612041822470020',
        status: 'unpaid',
        payChannel: null,
        paidAt: null,
        closesAt: '2026-12-04T10:52:47.000Z',
        createdAt: '2026-12-04T10:22:47.000Z',
        lines: [
          { courseId: 31, title: '初二语文《文言文阅读》专题课', listPrice: 899, price: 799 },
          { courseId: 32, title: '初二英语《完形填空》提分课', listPrice: 799, price: 799 },
        ],
        price: { listPrice: 1698, discount: 100, paid: 1598 },
        paid: 0,
        buyer: { phone: '13912341234', name: '', grade: '' },
        history: [{ status: 'unpaid', note: '订单已创建', at: '2026-12-04T10:22:47.000Z' }],
        payments: [],
        notifications: [],
      }}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('order-status')).toHaveTextContent('待支付');
    await expect(canvas.getByText(/自动关闭/)).toBeVisible();
    await expect(canvas.getByTestId('order-received')).toHaveTextContent('¥0.00');
    await expect(canvas.getByText('还没有发起过支付。')).toBeVisible();
    await expect(canvas.getByText('没有收到支付通知。')).toBeVisible();
  },
};

export const DetailClosed: Story = {
  render: () => (
    <OrderDetail
      order={{
        ...paidOrder,
        orderNo: 'XB202612031005320019',
        status: 'cancelled',
        payChannel: null,
        paidAt: null,
        cancelledAt: '2026-12-03T02:35:32.000Z',
        createdAt: '2026-12-03T02:05:32.000Z',
        lines: [{ courseId: 18, title: '初二历史《中国近代史》同步精讲', listPrice: 699, price: 699 }],
        price: { listPrice: 699, discount: 0, paid: 699 },
        paid: 0,
        buyer: { phone: '13755665566', name: '王妈妈', grade: '初二' },
        history: [
          { status: 'unpaid', note: '订单已创建', at: '2026-12-03T02:05:32.000Z' },
          { status: 'cancelled', note: '超时未支付，订单已自动取消', at: '2026-12-03T02:35:32.000Z' },
        ],
        payments: [
          {
            outTradeNo: 'P202612031005320019W1',
            tradeNo: null,
            channel: 'weixin',
            provider: 'wechat',
            amount: 699,
            status: 'closed',
            createdAt: '2026-12-03T02:06:10.000Z',
            paidAt: null,
            endedAt: '2026-12-03T02:35:32.000Z',
          },
        ],
        notifications: [
          {
            receivedAt: '2026-12-03T02:20:00.000Z',
            provider: 'wechat',
            source: 'notify',
            verified: false,
            outcome: 'bad-signature',
            summary: 'body, serial, error',
          },
        ],
      }}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('order-status')).toHaveTextContent('已取消');
    await expect(canvas.getByText('已关闭')).toBeVisible();
    await expect(canvas.getByText('未通过')).toBeVisible();
  },
};

export const DetailShipped: Story = {
  render: () => (
    <OrderDetail
      order={{
        ...paidOrder,
        orderNo: 'XB202611201420330011',
        createdAt: '2026-11-20T06:20:33.000Z',
        paidAt: '2026-11-20T06:21:40.000Z',
        history: [
          { status: 'unpaid', note: '订单已创建', at: '2026-11-20T06:20:33.000Z' },
          { status: 'paid', note: '支付宝支付成功', at: '2026-11-20T06:21:40.000Z' },
        ],
        payments: [
          {
            ...paidOrder.payments[0]!,
            outTradeNo: 'P202611201420330011A1',
            tradeNo: 'SB2026112014214088120011',
            amount: 1680,
            createdAt: '2026-11-20T06:20:50.000Z',
            paidAt: '2026-11-20T06:21:40.000Z',
          },
        ],
        notifications: [
          {
            ...paidOrder.notifications[0]!,
            receivedAt: '2026-11-20T06:21:41.000Z',
            summary: 'trade_status=TRADE_SUCCESS · total_amount=1680.00 · trade_no=SB2026112014214088120011',
          },
        ],
        lines: [{ courseId: 44, title: '初三物理《电学》中考冲刺（含纸质讲义）', listPrice: 1980, price: 1680 }],
        price: { listPrice: 1980, discount: 300, paid: 1680 },
        paid: 1680,
        changedAt: '2026-11-22T06:00:00.000Z',
        receiver: { name: '林爸爸', phone: '13800000000', region: '北京市 海淀区', address: '中关村大街 1 号 3 单元 502' },
        remark: '工作日送货',
        shipping: {
          needed: true,
          company: '顺丰速运',
          trackingNo: 'SF1234567890',
          shippedAt: '2026-11-21T02:00:00.000Z',
          shippedBy: '',
          corrections: [],
          canShip: false,
        },
        changes: [
          {
            fromTitle: '初三物理《力学》同步精讲',
            toTitle: '初三物理《电学》中考冲刺（含纸质讲义）',
            reason: '孩子力学已掌握，想换电学',
            status: 'approved',
            createdAt: '2026-11-22T05:40:00.000Z',
          },
        ],
      }}
    />
  ),
  play: async ({ canvas }) => {
    const shipping = within(canvas.getByRole('region', { name: '教材物流' }));
    await expect(shipping.getByText('顺丰速运')).toBeVisible();
    await expect(shipping.getByText('SF1234567890')).toBeVisible();
    await expect(within(canvas.getByRole('region', { name: '换课申请' })).getByText('已换课')).toBeVisible();
  },
};

const refunded: RefundRow = {
  id: 7,
  refundNo: 'RF2026120419301500213381',
  amount: 300.5,
  reason: '课程时间与校内补课冲突，家长申请退部分费用',
  status: 'succeeded',
  requestedBy: '客服 陈静',
  decidedBy: '财务 王敏',
  decisionNote: '',
  providerRefundId: 'SBR20261204A1B2C3D4E5F60718',
  createdAt: '2026-12-04T12:02:11.000Z',
  decidedAt: '2026-12-04T12:15:40.000Z',
  succeededAt: '2026-12-04T12:15:42.000Z',
  failedAt: null,
  version: 3,
  notifications: [
    // Announced twice at once: the losing announcement may be stored first; the summary still reads 入账 then 重复.
    { receivedAt: '2026-12-04T12:15:42.000Z', verified: true, outcome: 'duplicate' },
    { receivedAt: '2026-12-04T12:15:42.000Z', verified: true, outcome: 'refunded' },
  ],
};

const waiting: RefundRow = {
  ...refunded,
  id: 8,
  refundNo: 'RF2026120419301500219920',
  amount: 200,
  reason: '教材未按时寄到，补偿部分费用',
  status: 'requested',
  decidedBy: null,
  providerRefundId: null,
  decidedAt: null,
  succeededAt: null,
  version: 1,
  createdAt: '2026-12-05T02:40:00.000Z',
  notifications: [],
};

const refundsOf = (props: Partial<OrderRefundsProps>) => (
  <OrderRefunds
    refunds={[]}
    refundable={1280}
    canRequest
    canDecide={false}
    approvingId={null}
    error={null}
    onRequest={fn()}
    onApprove={fn()}
    onReject={fn()}
    {...props}
  />
);

/** As finance sees it: a partial refund made (announced twice, recorded once) and another waiting for review. */
export const DetailRefunds: Story = {
  render: () => (
    <OrderDetail
      order={{ ...paidOrder, refunds: [waiting, refunded], refundable: 779.5, canRequestRefund: false }}
      refunds={refundsOf({ refunds: [waiting, refunded], refundable: 779.5, canRequest: false, canDecide: true })}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('refundable')).toHaveTextContent('可退金额 ¥779.50');
    const statuses = canvas.getAllByTestId('refund-status');
    await expect(statuses.map((status) => status.textContent)).toEqual(['待审核', '已退款']);
    await expect(canvas.getAllByTestId('refund-callbacks')[1]).toHaveTextContent('2 次：入账 1，重复 1');
    await expect(canvas.getByRole('button', { name: '批准' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '申请退款' })).toBeNull();
  },
};

/** As service sees a paid order: nothing refunded yet, a refund can be asked for. */
export const DetailNoRefunds: Story = {
  render: () => <OrderDetail order={paidOrder} refunds={refundsOf({})} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('这笔订单还没有退款。')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '申请退款' })).toBeVisible();
  },
};

export const RefundRequestForm: Story = {
  render: () => <RefundRequestDialog refundable={779.5} saving={false} error={null} onCancel={fn()} onSubmit={fn()} />,
  play: async ({ canvasElement }) => {
    const dialog = within(await openedDialog(canvasElement));
    const amount = await dialog.findByRole('textbox', { name: '退款金额（元）' });
    await expect(amount).toHaveValue('779.50');
    await expect(dialog.getByText(/全额退款/)).toBeVisible();
    await userEvent.clear(amount);
    await userEvent.type(amount, '800');
    await userEvent.click(dialog.getByRole('button', { name: '提交申请' }));
    await expect(dialog.getByText('退款金额不能超过可退金额 ¥779.50')).toBeVisible();
    await expect(dialog.getByText('请写明退款原因')).toBeVisible();
  },
};

export const RefundRequestRefused: Story = {
  render: () => (
    <RefundRequestDialog
      refundable={1280}
      saving={false}
      error="这笔订单有一笔退款还没处理完，请先处理它"
      onCancel={fn()}
      onSubmit={fn()}
    />
  ),
};

export const RefundRejectForm: Story = {
  render: () => <RefundRejectDialog saving={false} error={null} onCancel={fn()} onSubmit={fn()} />,
  play: async ({ canvasElement }) => {
    const dialog = within(await openedDialog(canvasElement));
    await userEvent.click(await dialog.findByRole('button', { name: '驳回' }));
    await expect(dialog.getByText('请写明驳回理由')).toBeVisible();
  },
};

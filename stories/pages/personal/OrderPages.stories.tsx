import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { failed, loading, ready } from '@/components/Loadable';
import { OrderChangeView, type OrderChangeViewProps } from '@/pages/personal/orderChange/OrderChangeView';
import { OrderDetailView, type OrderDetailViewProps } from '@/pages/personal/orderDetail/OrderDetailView';
import { OrderListView, type OrderListViewProps } from '@/pages/personal/order/OrderListView';
import { CLOSES_AT, NOW, otherCourse, paidRow, sampleCourse, sharedRow, unpaidRow } from '../../features/commerce/samples';
import { onPage, pageParameters } from '../pageStory';

/** The buyer's orders: the list, one order, and changing its course. */
const meta = { title: 'Pages/Personal/Orders', decorators: [onPage], parameters: pageParameters } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const counts = { all: 3, unpaid: 1, paid: 1, cancelled: 1, refunded: 0 };
const list = (props: Partial<OrderListViewProps>) => (
  <OrderListView
    filter="all"
    onFilter={fn()}
    orders={ready({ list: [unpaidRow, paidRow, sharedRow], total: 3, page: 1, size: 10, counts })}
    counts={counts}
    onPage={fn()}
    now={NOW}
    confirming={null}
    cancelling={false}
    onCancel={fn()}
    onConfirmCancel={fn()}
    onDismissCancel={fn()}
    {...props}
  />
);

export const List: Story = {
  render: () => list({}),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: '全部 3' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByText('24分41秒后关闭')).toBeVisible();
  },
};
export const ListEmpty: Story = {
  render: () => list({ filter: 'refunded', orders: ready({ list: [], total: 0, page: 1, size: 10, counts }) }),
};
export const ListLoading: Story = { render: () => list({ orders: loading, counts: null }) };
export const ListLoadFailed: Story = { render: () => list({ orders: failed(), counts: null }) };
export const ListCancelConfirm: Story = { render: () => list({ confirming: unpaidRow.orderNo }) };

const detailOrder = {
  orderNo: 'XB20261015183042000005',
  status: 'paid' as const,
  amount: 399,
  discount: 200,
  createdAt: '2026-10-15T10:30:42.000Z',
  paidAt: '2026-10-15T10:31:20.000Z',
  closesAt: null,
  payChannel: 'weixin',
  course: sampleCourse,
  receiver: { name: '林爸爸', phone: '13800138000', region: '北京市 海淀区', address: '中关村南大街5号院3号楼502' },
  payerPhone: null,
  shareId: null,
  remark: '',
  canPay: false,
  canCancel: false,
  canChange: true,
  changedAt: null,
  refunds: [],
  history: [
    { status: 'unpaid' as const, note: '订单已创建，等待支付', at: '2026-10-15T10:30:42.000Z' },
    { status: 'paid' as const, note: '支付成功，课程已开通', at: '2026-10-15T10:31:20.000Z' },
  ],
};
const detailMessages = [
  {
    id: 12,
    title: '讲义已寄出',
    content: '您购买的课程讲义已由顺丰速运寄出，运单号 SF1402689355731。',
    createdAt: '2026-10-16T01:20:00.000Z',
  },
  {
    id: 11,
    title: '订单支付成功',
    content: `订单 ${detailOrder.orderNo} 已支付 ¥399.00，《初二数学《一次函数》同步精讲》已开通，可在“我的课程”中学习。`,
    createdAt: '2026-10-15T10:31:20.000Z',
  },
];
const detail = (props: Partial<OrderDetailViewProps>) => (
  <OrderDetailView
    order={ready(detailOrder)}
    items={ready({ items: [sampleCourse], itemsTotal: 599, discount: 200, amount: 399 })}
    logistics={ready({
      needsShipping: true,
      shipped: true,
      company: '顺丰速运',
      trackingNo: 'SF1402689355731',
      events: [
        { at: '2026-10-17T02:36:00.000Z', description: '已签收，签收人：本人', location: '北京海淀' },
        { at: '2026-10-16T01:20:00.000Z', description: '快递员已揽收', location: '北京顺义' },
      ],
    })}
    messages={ready(detailMessages)}
    notFound={false}
    now={NOW}
    confirmingCancel={false}
    cancelling={false}
    onCancel={fn()}
    onConfirmCancel={fn()}
    onDismissCancel={fn()}
    {...props}
  />
);

export const Detail: Story = {
  render: () => detail({}),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '换课' })).toHaveAttribute(
      'href',
      `/personal/order-change?orderNo=${detailOrder.orderNo}`,
    );
    await expect(canvas.getByText('顺丰速运 · 运单号 SF1402689355731')).toBeVisible();
    // The messages the order sent, newest first.
    await expect(canvas.getByRole('list', { name: '订单消息' })).toHaveTextContent(/讲义已寄出.*订单支付成功/);
  },
};
export const DetailUnpaid: Story = {
  render: () =>
    detail({
      order: ready({
        ...detailOrder,
        status: 'unpaid',
        paidAt: null,
        payChannel: null,
        closesAt: CLOSES_AT,
        canPay: true,
        canCancel: true,
        canChange: false,
        history: detailOrder.history.slice(0, 1),
      }),
      logistics: ready({ needsShipping: true, shipped: false, company: '', trackingNo: '', events: [] }),
    }),
};
/** A partial refund back in the account and a full one on its way: the family sees both with their reasons. */
export const DetailRefunds: Story = {
  render: () =>
    detail({
      order: ready({
        ...detailOrder,
        canChange: false,
        refunds: [
          {
            amount: 99,
            reason: '课程剩余课时退费',
            status: 'processing',
            requestedAt: '2026-10-20T02:00:00.000Z',
            refundedAt: null,
          },
          {
            amount: 100.5,
            reason: '讲义延迟寄送，补偿部分费用',
            status: 'refunded',
            requestedAt: '2026-10-18T02:00:00.000Z',
            refundedAt: '2026-10-18T03:10:00.000Z',
          },
        ],
        history: [
          ...detailOrder.history,
          { status: 'paid' as const, note: '已部分退款 ¥100.50：讲义延迟寄送，补偿部分费用', at: '2026-10-18T03:10:00.000Z' },
        ],
      }),
    }),
  play: async ({ canvas }) => {
    const refunds = canvas.getByTestId('order-refunds');
    await expect(refunds).toHaveTextContent('¥100.50 已退回原支付账户');
    await expect(refunds).toHaveTextContent('¥99.00 退款处理中');
  },
};
export const DetailMessagesEmpty: Story = {
  render: () => detail({ messages: ready([]) }),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂无订单消息')).toBeVisible();
  },
};
export const DetailMessagesLoading: Story = { render: () => detail({ messages: loading }) };
export const DetailMessagesFailed: Story = {
  render: () => detail({ messages: failed() }),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('订单消息加载失败，请稍后重试')).toBeVisible();
  },
};
export const DetailLoading: Story = { render: () => detail({ order: loading }) };
export const DetailNotFound: Story = { render: () => detail({ notFound: true }) };

const change = (props: Partial<OrderChangeViewProps>) => (
  <OrderChangeView
    detail={ready({
      orderNo: detailOrder.orderNo,
      course: sampleCourse,
      rule: { days: 7, maxWatchedPercent: 20 },
      deadline: '2026-10-22T10:31:20.000Z',
      watchedPercent: 5,
      eligible: true,
      reason: null,
      candidates: [otherCourse, { ...otherCourse, courseId: 14, title: '初二英语《时态与阅读》一站式突破' }],
    })}
    notFound={false}
    chosen={13}
    onChoose={fn()}
    reason=""
    onReason={fn()}
    error={null}
    confirming={false}
    submitting={false}
    onSubmit={fn()}
    onConfirm={fn()}
    onDismiss={fn()}
    {...props}
  />
);

export const Change: Story = {
  render: () => change({}),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: '可换的课程' })).toBeVisible();
  },
};
export const ChangeNotEligible: Story = {
  render: () =>
    change({
      detail: ready({
        orderNo: detailOrder.orderNo,
        course: sampleCourse,
        rule: { days: 7, maxWatchedPercent: 20 },
        deadline: '2026-10-22T10:31:20.000Z',
        watchedPercent: 35,
        eligible: false,
        reason: '课程已学习超过 20% 的课时，不能再换课',
        candidates: [],
      }),
    }),
};
export const ChangeConfirm: Story = { render: () => change({ confirming: true }) };
export const ChangeLoading: Story = { render: () => change({ detail: loading }) };

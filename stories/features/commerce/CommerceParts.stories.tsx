import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { CloseCountdown } from '@/features/commerce/CloseCountdown';
import { OrderCourse } from '@/features/commerce/OrderCourse';
import { OrderRow } from '@/features/commerce/OrderRow';
import { PaymentPanel, ShareLinkPanel } from '@/features/commerce/PaymentPanel';
import { PayMethodMark, payMethodMarkNames } from '@/features/commerce/PayMethodMark';
import { type PayMethodName, PayMethodPicker } from '@/features/commerce/PayMethodPicker';
import { PriceSummary } from '@/features/commerce/PriceSummary';
import { OrderMessages } from '@/features/commerce/OrderMessages';
import { Timeline } from '@/features/commerce/Timeline';
import { onPage } from '../../pages/pageStory';
import { CLOSES_AT, NOW, paidRow, sampleCourse, sharedRow, unpaidRow } from './samples';

/** The parts the buying pages are made of. */
const meta = {
  title: 'Features/Commerce/Parts',
  decorators: [
    onPage,
    (Story) => (
      <div style={{ maxWidth: 760, padding: 16, display: 'grid', gap: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Course: Story = { render: () => <OrderCourse course={sampleCourse} /> };

export const Prices: Story = {
  render: () => <PriceSummary listPrice={599} discount={200} payable={399} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('payable')).toHaveTextContent('¥399.00');
    await expect(canvas.getByText('-¥200.00')).toBeVisible();
  },
};

function Methods({ error }: { error?: string }) {
  const [value, setValue] = useState<PayMethodName | null>(null);
  return <PayMethodPicker methods={['alipay', 'weixin', 'icbc', 'share']} value={value} onValueChange={setValue} error={error} />;
}

export const PayMethods: Story = {
  render: () => <Methods />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: /微信支付/ }));
    await expect(canvas.getByRole('radio', { name: /微信支付/ })).toBeChecked();
  },
};
export const PayMethodsMissing: Story = { render: () => <Methods error="请选择支付方式" /> };

/** The providers' marks at a size where their shapes show, each with its accessible name. */
export const PayMarks: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 24, fontSize: 28 }}>
      {payMethodMarkNames.map((method) => (
        <PayMethodMark key={method} method={method} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const name of ['支付宝标识', '微信支付标识', '工商银行标识', '找人代付标识']) {
      await expect(canvas.getByRole('img', { name })).toBeVisible();
    }
  },
};

export const Countdown: Story = {
  render: () => <CloseCountdown closesAt={CLOSES_AT} now={NOW} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer')).toHaveTextContent('剩余 24分41秒，超时订单将自动关闭');
  },
};
export const CountdownOver: Story = { render: () => <CloseCountdown closesAt={CLOSES_AT} now={Date.parse(CLOSES_AT) + 1000} /> };

export const Rows: Story = {
  render: () => (
    <ul style={{ display: 'grid', gap: 16, padding: 0, margin: 0 }}>
      {[unpaidRow, paidRow, sharedRow].map((order) => (
        <OrderRow
          key={order.orderNo}
          order={order}
          now={NOW}
          detailTo={`/personal/order-detail?orderNo=${order.orderNo}`}
          payTo="/course/purchase-alipay-payment"
          onCancel={fn()}
        />
      ))}
    </ul>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('24分41秒后关闭')).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: '取消订单' })).toHaveLength(1);
  },
};

export const QrPayment: Story = {
  render: () => (
    <PaymentPanel
      channelName="微信支付"
      payment={{
        kind: 'qr',
        url: 'weixin://wxpay/bizpayurl?pr=abc123',
        openUrl: '/api/pay/sandbox/cashier/SBX1',
        amount: 399,
        provider: 'sandbox',
      }}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '微信支付付款二维码' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '在本机打开收银台' })).toHaveAttribute('target', '_blank');
  },
};
export const CashierPayment: Story = {
  render: () => (
    <PaymentPanel
      channelName="支付宝"
      payment={{
        kind: 'redirect',
        url: 'https://openapi.alipay.com/gateway.do?x=1',
        openUrl: null,
        amount: 399,
        provider: 'alipay',
      }}
    />
  ),
};
export const ShareLink: Story = {
  render: () => (
    <ShareLinkPanel
      link="https://xueban.example/order-detail-share?shareId=0f5e2a6c8b1d4e7f9a3c5b2d1e0f4a6c"
      amount={399}
      onCopy={fn()}
    />
  ),
};

export const History: Story = {
  render: () => (
    <Timeline
      label="订单记录"
      entries={[
        { at: '2026-10-17T02:36:00.000Z', text: '已签收，签收人：本人', place: '北京海淀' },
        { at: '2026-10-16T01:20:00.000Z', text: '快递员已揽收', place: '北京顺义' },
        { at: '2026-10-15T12:10:00.000Z', text: '仓库已接单，正在打包复习讲义', place: '北京顺义仓' },
      ]}
    />
  ),
};

/** What an order told its buyer, newest first. */
export const Messages: Story = {
  render: () => (
    <OrderMessages
      label="订单消息"
      messages={[
        { id: 3, title: '退款已到账', content: '¥100.50 已退回原支付账户。', createdAt: '2026-10-18T03:10:00.000Z' },
        { id: 2, title: '讲义已寄出', content: '顺丰速运 SF1402689355731', createdAt: '2026-10-16T01:20:00.000Z' },
        { id: 1, title: '订单支付成功', content: '', createdAt: '2026-10-15T10:31:20.000Z' },
      ]}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      '退款已到账',
      '讲义已寄出',
      '订单支付成功',
    ]);
  },
};

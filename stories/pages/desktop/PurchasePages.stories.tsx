import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { failed, loading, ready } from '@/components/Loadable';
import {
  CoursePurchaseView,
  type CoursePurchaseViewProps,
  type PurchasePreview,
} from '@/pages/desktop/coursePurchase/CoursePurchaseView';
import { PaymentStepView, type PaymentStepViewProps } from '@/pages/desktop/coursePurchaseAlipay/PaymentStepView';
import { SharePayView, type SharePayViewProps } from '@/features/commerce/SharePay';
import { CLOSES_AT, NOW, regionEmpty, sampleCourse } from '../../features/commerce/samples';
import { onPage, pageParameters } from '../pageStory';

/** Buying: the purchase form, the payment step and the page a share link opens. */
const meta = { title: 'Pages/Desktop/Purchase', decorators: [onPage], parameters: pageParameters } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const preview: PurchasePreview = {
  course: { ...sampleCourse, hasMaterials: false },
  listPrice: 599,
  discount: 200,
  payable: 399,
  owned: false,
  pendingOrderNo: null,
  payMethods: ['alipay', 'weixin', 'icbc', 'share'],
  closeAfterMinutes: 30,
};
const empty = { method: null, receiverName: '', receiverPhone: '', receiverAddress: '', remark: '' };
const purchase = (props: Partial<CoursePurchaseViewProps>) => (
  <CoursePurchaseView
    preview={ready(preview)}
    notFound={false}
    form={empty}
    errors={{}}
    region={regionEmpty}
    onChooseRegion={fn()}
    failure={null}
    submitting={false}
    onChange={fn()}
    onSubmit={fn()}
    {...props}
  />
);

export const Purchase: Story = {
  render: () => purchase({}),
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('payable')).toHaveTextContent('¥399.00');
    await expect(canvas.getByRole('button', { name: '提交订单' })).toBeEnabled();
  },
};
export const PurchaseWithMaterial: Story = {
  render: () =>
    purchase({
      preview: ready({ ...preview, course: { ...preview.course, hasMaterials: true } }),
      errors: {
        receiverName: '请填写收货人姓名',
        receiverPhone: '请填写 11 位手机号',
        region: '请选择收货地区的省、市',
        method: '请选择支付方式',
      },
    }),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('请填写收货人姓名')).toBeVisible();
    await expect(canvas.getByText('请选择收货地区的省、市')).toBeVisible();
  },
};
export const PurchaseRefused: Story = {
  render: () => purchase({ failure: '您已拥有这门课程，无需重复购买', form: { ...empty, method: 'alipay' } }),
};
export const PurchaseOwned: Story = { render: () => purchase({ preview: ready({ ...preview, owned: true }) }) };
export const PurchaseLoading: Story = { render: () => purchase({ preview: loading }) };
export const PurchaseLoadFailed: Story = { render: () => purchase({ preview: failed() }) };
export const PurchaseNotFound: Story = { render: () => purchase({ notFound: true }) };

const order = {
  orderNo: 'XB20261125180000123456',
  amount: 399,
  createdAt: '2026-11-25T10:00:00.000Z',
  closesAt: CLOSES_AT,
  course: sampleCourse,
  shareId: null,
};
const step = (props: Partial<PaymentStepViewProps>) => (
  <PaymentStepView
    order={ready(order)}
    notFound={false}
    channels={['alipay', 'alipay-qrcode', 'weixin', 'icbc']}
    channel="weixin"
    onChannel={fn()}
    payment={ready({
      kind: 'qr',
      url: 'weixin://wxpay/bizpayurl?pr=abc123',
      openUrl: '/api/pay/sandbox/cashier/SBX1',
      amount: 399,
      provider: 'sandbox',
    })}
    shareLink={null}
    onCopyShare={fn()}
    onOpened={fn()}
    status={{ view: 'waiting', failure: null, retrying: false }}
    onPayAgain={fn()}
    onCheckAgain={fn()}
    now={NOW}
    {...props}
  />
);

export const PaymentQr: Story = {
  render: () => step({}),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '微信支付' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByTestId('payment-status')).toHaveAttribute('data-state', 'waiting');
  },
};
export const PaymentCashier: Story = {
  render: () =>
    step({
      channel: 'alipay',
      payment: ready({
        kind: 'redirect',
        url: 'https://example.invalid/cashier',
        openUrl: null,
        amount: 399,
        provider: 'sandbox',
      }),
    }),
};
export const PaymentShare: Story = {
  render: () =>
    step({
      channels: ['alipay', 'alipay-qrcode', 'weixin', 'icbc', 'share'],
      channel: 'share',
      payment: null,
      shareLink: 'https://xueban.example/order-detail-share?shareId=0f5e2a6c8b1d4e7f9a3c5b2d1e0f4a6c',
    }),
};
export const PaymentPaid: Story = { render: () => step({ status: { view: 'paid', failure: null, retrying: false } }) };
export const PaymentFailed: Story = { render: () => step({ status: { view: 'failed', failure: 'cancelled', retrying: false } }) };
export const PaymentPreparing: Story = { render: () => step({ payment: loading }) };
export const PaymentNotFound: Story = { render: () => step({ notFound: true }) };

const shared = (props: Partial<SharePayViewProps>) => (
  <SharePayView
    order={ready({
      status: 'unpaid',
      amount: 399,
      course: sampleCourse,
      sharerPhone: '138****8000',
      closesAt: CLOSES_AT,
      isMine: false,
      methods: ['alipay', 'weixin', 'icbc'],
    })}
    notFound={false}
    method="weixin"
    onMethod={fn()}
    payment={ready({ kind: 'qr', url: 'weixin://wxpay/bizpayurl?pr=abc123', openUrl: null, amount: 399, provider: 'wechat' })}
    starting={false}
    onOpened={fn()}
    status={{ view: 'waiting', failure: null, retrying: false }}
    onPayAgain={fn()}
    onCheckAgain={fn()}
    now={NOW}
    {...props}
  />
);

export const ShareForPayer: Story = {
  render: () => shared({}),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('138****8000 请你帮忙支付这个订单')).toBeVisible();
  },
};
export const SharePaid: Story = { render: () => shared({ status: { view: 'paid', failure: null, retrying: false } }) };
export const ShareInvalid: Story = { render: () => shared({ notFound: true }) };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { loading, ready } from '@/components/Loadable';
import { SharePayView } from '@/features/commerce/SharePay';
import { MobileOrderSuccessView } from '@/pages/mobile/orderSuccess/MobileOrderSuccessView';
import { CLOSES_AT, NOW, sampleCourse } from '../../features/commerce/samples';
import { onPage, pageParameters } from '../pageStory';
import { href } from '@contract/addresses/href';

/** The phone's order pages: paying a shared order and the payment result. */
const meta = { title: 'Pages/Mobile/Orders', decorators: [onPage], parameters: pageParameters } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const order = {
  status: 'unpaid' as const,
  amount: 399,
  course: sampleCourse,
  sharerPhone: '138****8000',
  closesAt: CLOSES_AT,
  isMine: false,
  methods: ['alipay', 'weixin', 'icbc'] as ('alipay' | 'weixin' | 'icbc')[],
};

export const SharePay: Story = {
  render: () => (
    <SharePayView
      phone
      order={ready(order)}
      notFound={false}
      method={null}
      onMethod={fn()}
      payment={null}
      starting={false}
      onOpened={fn()}
      status={{ view: 'waiting', failure: null, retrying: false }}
      onPayAgain={fn()}
      onCheckAgain={fn()}
      now={NOW}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '微信支付' })).toBeVisible();
  },
};

const result = {
  course: sampleCourse,
  amount: 399,
  forOther: true,
  payAgainTo: '/m/order-detail-share?shareId=0f5e2a6c8b1d4e7f9a3c5b2d1e0f4a6c',
  orderTo: null,
};
const ownResult = {
  ...result,
  forOther: false,
  payAgainTo: href.coursePayment({ orderNo: 'XB20260301093015123456' }),
  orderTo: '/personal/order-detail?orderNo=XB20260301093015123456',
};

export const SuccessPaid: Story = {
  render: () => (
    <MobileOrderSuccessView
      order={ready(result)}
      notFound={false}
      status={{ view: 'paid', failure: null, retrying: false }}
      onCheckAgain={fn()}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('payment-status')).toHaveTextContent('代付成功');
  },
};
/** One's own order, paid on the phone: go and learn, see the order, or go home. */
export const SuccessPaidOwn: Story = {
  render: () => (
    <MobileOrderSuccessView
      order={ready(ownResult)}
      notFound={false}
      status={{ view: 'paid', failure: null, retrying: false }}
      onCheckAgain={fn()}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('payment-status')).toHaveTextContent('支付成功');
    await expect(canvas.getByRole('link', { name: '去学习' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '查看订单' })).toBeVisible();
  },
};
export const SuccessWaiting: Story = {
  render: () => (
    <MobileOrderSuccessView
      order={ready(ownResult)}
      notFound={false}
      status={{ view: 'waiting', failure: null, retrying: false }}
      onCheckAgain={fn()}
    />
  ),
};
export const SuccessFailed: Story = {
  render: () => (
    <MobileOrderSuccessView
      order={ready(result)}
      notFound={false}
      status={{ view: 'failed', failure: 'failed', retrying: false }}
      onCheckAgain={fn()}
    />
  ),
};
export const SuccessLoading: Story = {
  render: () => (
    <MobileOrderSuccessView
      order={loading}
      notFound={false}
      status={{ view: 'waiting', failure: null, retrying: false }}
      onCheckAgain={fn()}
    />
  ),
};

import '@/features/commerce/texts';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { href } from '@contract/addresses/href';
import { readOrderNo } from '@contract/vocabulary/orders';
import * as userOrders from '@contract/api/calls/user/orders';
import { loadableOf, useApiQuery } from '@/app/api/queries';
import { payDevice, startOwnPayment, useCopyWithToast, useNow, usePaymentStatus, useWechatBridgePay } from '@/flows/commerce';
import { useAppSelector } from '@/app/providers/appActorContext';
import { isMobileOrTablet } from '@contract/routes/device';
import { isMissing } from '@/app/api/loadState';
import { PaymentStepView, type StepChannel, stepChannels } from './PaymentStepView';

function channelOf(value: string | null): StepChannel | null {
  return (stepChannels as readonly string[]).includes(value ?? '') ? (value as StepChannel) : null;
}

/** The payment step of one's own order; the waiting page the cashiers return to. */
export default function CoursePurchaseAlipayPage() {
  const [params, setParams] = useSearchParams();
  const orderNo = readOrderNo(params.get('orderNo'));
  return orderNo ? (
    <PaymentStep
      key={orderNo}
      orderNo={orderNo}
      channel={channelOf(params.get('channel'))}
      onChannel={(channel) => setParams({ orderNo, channel }, { replace: true })}
      onNoChannel={() => setParams({ orderNo }, { replace: true })}
    />
  ) : (
    <PaymentStepMissing />
  );
}

function PaymentStepMissing() {
  const noop = () => undefined;
  return (
    <PaymentStepView
      order={{ status: 'loading' }}
      notFound
      channels={[]}
      channel={null}
      onChannel={noop}
      payment={null}
      shareLink={null}
      onCopyShare={noop}
      onOpened={noop}
      status={{ view: 'waiting', failure: null, retrying: false }}
      onPayAgain={noop}
      onCheckAgain={noop}
      now={0}
    />
  );
}

function PaymentStep({
  orderNo,
  channel,
  onChannel,
  onNoChannel,
}: {
  orderNo: string;
  channel: StepChannel | null;
  onChannel: (channel: StepChannel) => void;
  onNoChannel: () => void;
}) {
  const rsNo = useAppSelector((snapshot) => snapshot.context.user?.rsNo ?? null);
  const detail = useApiQuery(userOrders.myOrderDetail, { orderNo }, { scope: rsNo });
  const status = usePaymentStatus({ orderNo });
  const copy = useCopyWithToast();
  const unpaid = detail.data?.status === 'unpaid' && status.view !== 'paid' && status.view !== 'closed';
  const payChannel = channel && channel !== 'share' ? channel : null;
  // Where the payer is decides how they pay: a QR code on a computer, H5 in a phone browser, JSAPI inside WeChat.
  const [device] = useState(payDevice);
  const onPhone = useMemo(() => isMobileOrTablet(navigator.userAgent, navigator.maxTouchPoints), []);
  const navigate = useNavigate();
  // A phone's payment result is /m/order/success, where a phone's cashier returns to as well.
  const toPhoneResult = useCallback(
    () => void navigate(href.mobileOrderSuccess({ orderNo: orderNo! }), { replace: true }),
    [navigate, orderNo],
  );
  // Inside WeChat, WeChat Pay goes through WeixinJSBridge instead of a QR code.
  const viaBridge = device === 'wechat' && payChannel === 'weixin';
  const bridge = useWechatBridgePay({
    start: (openId) => startOwnPayment('weixin', orderNo, 'wechat', openId),
    onStarted: () => status.started(),
    onCancelled: onNoChannel,
    onPaid: onPhone ? toPhoneResult : undefined,
  });
  const paidOnPhone = onPhone && status.view === 'paid';
  useEffect(() => {
    if (paidOnPhone) toPhoneResult();
  }, [paidOnPhone, toPhoneResult]);

  // One payment per channel: the server reuses it, so a reload or a switch back shows the same one.
  const payment = useQuery({
    queryKey: ['payment', orderNo, payChannel],
    enabled: unpaid && payChannel !== null && !viaBridge,
    staleTime: Infinity,
    retry: false,
    queryFn: async () => {
      const started = await startOwnPayment(payChannel!, orderNo, device);
      status.started();
      return started;
    },
  });

  const shareId = detail.data?.shareId ?? null;
  // A QR code is for a computer: a phone cannot scan its own screen.
  const channels = stepChannels.filter(
    (item) => (item !== 'share' || shareId !== null) && (item !== 'alipay-qrcode' || device === 'desktop'),
  );
  const now = useNow(unpaid);
  const order = loadableOf(detail);

  return (
    <PaymentStepView
      order={order.status === 'ready' ? { status: 'ready', data: order.data } : order}
      notFound={isMissing(detail)}
      channels={channels}
      channel={channel}
      onChannel={(chosen) => {
        bridge.clearNotice();
        onChannel(chosen);
        if (chosen === 'weixin' && device === 'wechat') bridge.pay();
      }}
      payment={
        viaBridge
          ? bridge.failed
            ? { status: 'error', retry: bridge.pay, retrying: bridge.pending }
            : null
          : payChannel
            ? loadableOf(payment)
            : null
      }
      notice={bridge.notice}
      wechatPay={viaBridge ? { pay: bridge.pay, pending: bridge.pending } : null}
      cashierInThisTab={device !== 'desktop'}
      shareLink={shareId ? `${window.location.origin}${href.orderDetailShare({ shareId })}` : null}
      onCopyShare={() => shareId && copy(`${window.location.origin}${href.orderDetailShare({ shareId })}`)}
      onOpened={status.started}
      status={{ view: status.view, failure: status.failure, retrying: status.retrying }}
      onPayAgain={() => {
        status.started();
        if (viaBridge) bridge.pay();
        else void payment.refetch();
      }}
      onCheckAgain={status.checkAgain}
      now={now}
    />
  );
}

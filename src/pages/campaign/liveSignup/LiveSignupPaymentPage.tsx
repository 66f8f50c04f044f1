import '@/features/campaign/texts';
import '@/features/commerce/texts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/i18n/react';
import { Navigate, useSearchParams } from 'react-router';
import { readOrderNo } from '@contract/vocabulary/orders';
import * as userCampaign from '@contract/api/calls/user/campaign';
import * as userOrders from '@contract/api/calls/user/orders';
import { api } from '@/app/api';
import { loadableOf, useApiQuery } from '@/app/api/queries';
import { failureOf } from '@/flows/campaign';
import { payDevice, startOwnPayment, usePaymentStatus, useWechatBridgePay } from '@/flows/commerce';
import { useAppSelector } from '@/app/providers/appActorContext';
import { failed, type Loadable } from '@/components/Loadable';
import { type LiveOrderSession, type LivePayMethod, LiveSignupPaymentView } from './LiveSignupPaymentView';
import { useLiveChannel } from './useLiveChannel';

/**
 * The order and payment of a sign-up: the same createOrder rules and the same payment calls and
 * payment-status machine as the main site's checkout; the order carries the sign-up's channel.
 */
export default function LiveSignupPaymentPage() {
  const { liveClassId, loginPath } = useLiveChannel();
  const rsNo = useAppSelector((snapshot) => snapshot.context.user?.rsNo ?? null);
  if (liveClassId !== null && rsNo === null) return <Navigate to={loginPath(liveClassId)} replace />;
  return <LivePayment key={`${rsNo ?? ''}:${liveClassId ?? ''}`} rsNo={rsNo} />;
}

function LivePayment({ rsNo }: { rsNo: string | null }) {
  const { t } = useTranslation();
  const { channel, liveClassId, indexPath } = useLiveChannel();
  const [params, setParams] = useSearchParams();
  const orderNo = readOrderNo(params.get('orderNo'));
  const method = (['alipay', 'weixin', 'icbc'] as const).find((item) => item === params.get('method')) ?? null;
  const [chosen, setChosen] = useState<LivePayMethod | null>(method);
  const [methodError, setMethodError] = useState<string | null>(null);

  const list = useApiQuery(userCampaign.liveClasses, { channel }, { scope: rsNo, enabled: liveClassId !== null });
  const detail = useApiQuery(userOrders.myOrderDetail, { orderNo: orderNo ?? '' }, { scope: rsNo, enabled: orderNo !== null });
  const status = usePaymentStatus(orderNo ? { orderNo } : null);
  const unpaid = detail.data?.status === 'unpaid' && status.view !== 'paid' && status.view !== 'closed';

  // The device as the main checkout names it; the server still goes by where the browser really is.
  const [device] = useState(payDevice);
  // Inside WeChat, WeChat Pay goes through WeixinJSBridge, as on the main site's checkout.
  const inWechat = device === 'wechat';
  const viaBridge = inWechat && method === 'weixin';
  const bridge = useWechatBridgePay({
    start: (openId) => startOwnPayment('weixin', orderNo!, 'wechat', openId),
    onStarted: () => status.started(),
    onCancelled: () => undefined,
  });
  // An order just placed for WeChat Pay is paid at once, once the address names it (WeChat's authorisation
  // comes back to that address). Back from the authorisation, the bridge hook resumes that payment itself.
  const payWhenPlaced = useRef(false);
  useEffect(() => {
    if (!viaBridge || !orderNo || !payWhenPlaced.current) return;
    payWhenPlaced.current = false;
    bridge.pay();
  }, [viaBridge, orderNo, bridge]);

  const payment = useQuery({
    queryKey: ['payment', orderNo, method],
    enabled: unpaid && method !== null && !viaBridge,
    staleTime: Infinity,
    retry: false,
    queryFn: async () => {
      const started = await startOwnPayment(method!, orderNo!, device);
      status.started();
      return started;
    },
  });

  const place = useMutation({
    mutationFn: (payMethod: LivePayMethod) =>
      api.call(userCampaign.liveOrder, { liveClassId: liveClassId ?? 0, payMethod }, { handleError: true }),
    onSuccess: (order, payMethod) => {
      setParams({ liveClassId: String(liveClassId), orderNo: order.orderNo, method: payMethod }, { replace: true });
      payWhenPlaced.current = inWechat && payMethod === 'weixin';
    },
  });

  const listed = loadableOf(list);
  const live: Loadable<LiveOrderSession | null> =
    liveClassId === null
      ? { status: 'ready', data: null }
      : listed.status === 'ready'
        ? { status: 'ready', data: listed.data.list.find((item) => item.id === liveClassId) ?? null }
        : listed;

  return (
    <LiveSignupPaymentView
      channel={channel}
      live={live}
      indexPath={indexPath}
      method={chosen}
      methodError={methodError}
      onMethod={(value) => {
        setChosen(value);
        setMethodError(null);
      }}
      submitting={place.isPending}
      failure={failureOf(place.error)}
      onSubmit={() => {
        if (!chosen) return setMethodError(t('commerce.purchase.errors.method'));
        if (!place.isPending) place.mutate(chosen);
      }}
      order={orderNo ? { orderNo, amount: detail.data?.amount ?? 0 } : null}
      payment={viaBridge ? (bridge.failed ? failed(bridge.pay, bridge.pending) : null) : method ? loadableOf(payment) : null}
      notice={bridge.notice}
      onWechatPay={viaBridge && orderNo ? bridge.pay : undefined}
      wechatPaying={bridge.pending}
      status={{ view: status.view, failure: status.failure, retrying: status.retrying }}
      onOpened={status.started}
      onPayAgain={() => {
        if (viaBridge) return bridge.pay();
        status.started();
        void payment.refetch();
      }}
      onCheckAgain={status.checkAgain}
    />
  );
}

import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { readShareId } from '@contract/vocabulary/orders';
import * as userOrders from '@contract/api/calls/user/orders';
import { loadableOf, useApiQuery } from '@/app/api/queries';
import { payDevice } from './device';
import { shareChannelOf } from '@contract/api/payChannels';
import { startSharePayment } from './payCalls';
import { useNow } from './useNow';
import { usePaymentStatus } from './usePaymentStatus';
import { useWechatBridgePay } from './useWechatBridgePay';
import { useAppSelector } from '@/app/providers/appActorContext';
import type { Loadable } from '@/components/Loadable';
import type { PaymentStart } from '@/features/commerce/PaymentPanel';
import { isMissing } from '@/app/api/loadState';
import type { ShareMethod, SharePayViewProps } from '@/features/commerce/SharePay';

/**
 * The share-link payment for both layouts. On a computer the chosen method's QR code or cashier link
 * shows on the page; on a phone the cashier opens in place and returns to /m/order/success. Inside
 * WeChat (either layout) WeChat Pay goes through WeixinJSBridge (JSAPI): paid → the payment-status
 * machine follows the order to paid; cancelled → back to choosing a method; failed → a message. Without a
 * bridge (a development browser) the sandbox cashier opens instead.
 */
export function useSharePay(rawShareId: string | null, phone: boolean): SharePayViewProps {
  const shareId = readShareId(rawShareId) ?? '';
  const rsNo = useAppSelector((snapshot) => snapshot.context.user?.rsNo ?? null);
  const details = useApiQuery(userOrders.buyShareDetails, { shareId }, { enabled: shareId !== '', scope: rsNo });
  const status = usePaymentStatus(shareId ? { shareId } : null);
  const [method, setMethod] = useState<ShareMethod | null>(null);
  const inWechat = payDevice() === 'wechat';
  const device = phone ? (payDevice() === 'desktop' ? 'phone' : payDevice()) : 'desktop';
  const bridge = useWechatBridgePay({
    start: (openId) => startSharePayment('share-weixin', shareId, 'wechat', openId),
    onStarted: () => status.started(),
    onCancelled: () => setMethod(null),
  });
  const viaBridge = (chosen: ShareMethod | null) => inWechat && chosen === 'weixin';

  const onDesktop = useQuery({
    queryKey: ['share-payment', shareId, method],
    enabled: !phone && method !== null && !viaBridge(method) && details.data?.status === 'unpaid',
    staleTime: Infinity,
    retry: false,
    queryFn: async () => {
      const started = await startSharePayment(shareChannelOf(method!, 'desktop'), shareId, 'desktop');
      status.started();
      return started;
    },
  });
  const onPhone = useMutation({
    mutationFn: (chosen: ShareMethod) => startSharePayment(shareChannelOf(chosen, device), shareId, device),
    onSuccess: (started) => {
      status.started();
      window.location.assign(started.openUrl ?? started.url);
    },
  });

  const unpaid = details.data?.status === 'unpaid';
  const now = useNow(unpaid);
  const payment: Loadable<PaymentStart> | null =
    bridge.failed && viaBridge(method)
      ? { status: 'error', retry: bridge.pay, retrying: bridge.pending }
      : phone || viaBridge(method)
        ? onPhone.isError
          ? { status: 'error', retry: () => method && onPhone.mutate(method), retrying: onPhone.isPending }
          : null
        : method
          ? loadableOf(onDesktop)
          : null;

  return {
    phone,
    order: loadableOf(details),
    notFound: shareId === '' || isMissing(details),
    method,
    onMethod: (chosen) => {
      setMethod(chosen);
      bridge.clearNotice();
      if (viaBridge(chosen)) bridge.pay();
      else if (phone && !onPhone.isPending) onPhone.mutate(chosen);
    },
    payment,
    starting: onPhone.isPending || bridge.pending,
    notice: bridge.notice,
    onOpened: status.started,
    status: { view: status.view, failure: status.failure, retrying: status.retrying },
    onPayAgain: () => {
      status.started();
      if (viaBridge(method)) bridge.pay();
      else if (phone && method) onPhone.mutate(method);
      else void onDesktop.refetch();
    },
    onCheckAgain: status.checkAgain,
    now,
  };
}

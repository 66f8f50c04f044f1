import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/i18n/react';
import { payInWechat } from '@/lib/wechatPay';
import type { PaymentStartData } from './payCalls';
import { returnedWechatCode, wechatOpenId } from './wechatOpenId';

/**
 * WeChat Pay inside WeChat (JSAPI) for any page: learns the payer's openid (through WeChat's authorisation
 * the first time, after which the page comes back and the payment resumes by itself), starts the payment on
 * the server (which signs the bridge parameters for the order's own amount), tells the payment-status
 * machine a new attempt began,
 * and asks WeixinJSBridge to pay. ok → `onPaid`, and the machine follows the order to paid; cancel → `onCancelled`
 * (back to choosing a method) with a message; fail → a message. Without a bridge (a normal browser in
 * development) the sandbox cashier opens instead.
 */
export function useWechatBridgePay(options: {
  start: (openId: string) => Promise<PaymentStartData>;
  onStarted: () => void;
  onCancelled: () => void;
  /** WeChat said the payment went through (the order turns paid when the provider's notification arrives). */
  onPaid?: () => void;
}) {
  const { t } = useTranslation();
  const [notice, setNotice] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: async () => {
      const started = await options.start(await wechatOpenId());
      if (!started.jsapi) throw new Error('no JSAPI parameters');
      options.onStarted();
      return { started, result: await payInWechat(started.jsapi) };
    },
    onMutate: () => setNotice(null),
    onSuccess: ({ started, result }) => {
      if (result === 'ok') options.onPaid?.();
      else if (result === 'unavailable' && started.openUrl) window.location.assign(started.openUrl);
      else if (result === 'unavailable' || result === 'fail') setNotice(t('commerce.wechatPay.failed'));
      else if (result === 'cancel') {
        options.onCancelled();
        setNotice(t('commerce.wechatPay.cancelled'));
      }
    },
  });
  // Back from the authorisation that the press of the pay button led to: carry on with that payment.
  const resumed = useRef(false);
  useEffect(() => {
    if (resumed.current || !returnedWechatCode()) return;
    resumed.current = true;
    mutation.mutate();
  }, [mutation]);
  return {
    pay: () => {
      if (!mutation.isPending) mutation.mutate();
    },
    pending: mutation.isPending,
    failed: mutation.isError,
    notice,
    clearNotice: () => setNotice(null),
  };
}

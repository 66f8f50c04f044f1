import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '@/i18n/react';
import * as userOrders from '@contract/api/calls/user/orders';
import { api } from '@/app/api';
import { useToast } from '@/components/Toast';
import { forgetOrderAnswers } from '@/app/api/orderAnswers';

/**
 * Cancelling an order after a confirmation. Whatever the server says (cancelled, or refused because the
 * order was paid meanwhile), every view of the order is read again, so the page shows its real state.
 */
export function useCancelOrder() {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState<string | null>(null);
  const cancel = useMutation({
    mutationFn: (orderNo: string) => api.call(userOrders.cancelOrder, { orderNo }),
    onSuccess: () => toast.show({ message: t('commerce.orders.cancelled'), tone: 'success' }),
    onSettled: () => {
      setConfirming(null);
      void forgetOrderAnswers(queryClient);
    },
  });
  return {
    confirming,
    cancelling: cancel.isPending,
    ask: (orderNo: string) => setConfirming(orderNo),
    dismiss: () => setConfirming(null),
    confirm: () => confirming && cancel.mutate(confirming),
  };
}

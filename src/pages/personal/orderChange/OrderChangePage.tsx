import '@/features/commerce/texts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '@/i18n/react';
import { useNavigate, useSearchParams } from 'react-router';
import { readOrderNo } from '@contract/vocabulary/orders';
import * as userOrders from '@contract/api/calls/user/orders';
import { ApiError } from '@/api/http/errors';
import { api } from '@/app/api';
import { loadableOf, useApiQuery } from '@/app/api/queries';
import { useAppSelector } from '@/app/providers/appActorContext';
import { useToast } from '@/components/Toast';
import { isMissing } from '@/app/api/loadState';
import { OrderChangeView } from './OrderChangeView';

/** /personal/order-change?orderNo=: swap the course of a paid order, under the rule the server enforces. */
export default function OrderChangePage() {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const orderNo = readOrderNo(params.get('orderNo')) ?? '';
  const rsNo = useAppSelector((snapshot) => snapshot.context.user?.rsNo ?? null);
  const detail = useApiQuery(userOrders.changeCourseDetail, { orderNo }, { enabled: orderNo !== '', scope: rsNo });
  const [chosen, setChosen] = useState<number | null>(null);
  const [reason, setReason] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const change = useMutation({
    mutationFn: () => api.call(userOrders.modifyOrders, { orderNo, courseId: chosen ?? 0, reason }, { handleError: true }),
    onSuccess: async () => {
      toast.show({ message: t('commerce.change.done'), tone: 'success' });
      await queryClient.invalidateQueries({ predicate: (query) => String(query.queryKey[0]).includes('/orders/') });
      navigate(`/personal/order-detail?orderNo=${orderNo}`);
    },
    onError: (failure) => {
      setConfirming(false);
      setError(failure instanceof ApiError ? failure.message : null);
    },
  });
  return (
    <OrderChangeView
      detail={loadableOf(detail)}
      notFound={orderNo === '' || isMissing(detail)}
      chosen={chosen}
      onChoose={(courseId) => {
        setChosen(courseId);
        setError(null);
      }}
      reason={reason}
      onReason={setReason}
      error={error}
      confirming={confirming}
      submitting={change.isPending}
      onSubmit={() => {
        if (chosen === null) setError(t('commerce.change.chooseFirst'));
        else setConfirming(true);
      }}
      onConfirm={() => {
        if (!change.isPending) change.mutate();
      }}
      onDismiss={() => setConfirming(false)}
    />
  );
}

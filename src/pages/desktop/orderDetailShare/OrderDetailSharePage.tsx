import '@/features/commerce/texts';
import { useSearchParams } from 'react-router';
import { dataOf } from '@/components/Loadable';
import { money } from '@/features/commerce/format';
import { SharePayView } from '@/features/commerce/SharePay';
import { sharedOrderCard, useSharePay } from '@/flows/commerce';
import { usePageShareCard } from '@/flows/share';
import { useTranslation } from '@/i18n/react';

/** /order-detail-share?shareId=: pay an order somebody shared with you. */
export default function OrderDetailSharePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const pay = useSharePay(params.get('shareId'), false);
  const order = dataOf(pay.order);
  usePageShareCard(sharedOrderCard(order, t, money));
  return <SharePayView {...pay} />;
}

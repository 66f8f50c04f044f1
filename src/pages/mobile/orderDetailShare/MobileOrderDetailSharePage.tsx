import '@/features/commerce/texts';
import { useSearchParams } from 'react-router';
import { dataOf } from '@/components/Loadable';
import { money } from '@/features/commerce/format';
import { SharePayView } from '@/features/commerce/SharePay';
import { sharedOrderCard, useSharePay } from '@/flows/commerce';
import { usePageShareCard } from '@/flows/share';
import { useTranslation } from '@/i18n/react';

/** /m/order-detail-share?shareId=: the share-link payment on a phone. */
export default function MobileOrderDetailSharePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const pay = useSharePay(params.get('shareId'), true);
  const order = dataOf(pay.order);
  usePageShareCard(sharedOrderCard(order, t, money));
  return <SharePayView {...pay} />;
}

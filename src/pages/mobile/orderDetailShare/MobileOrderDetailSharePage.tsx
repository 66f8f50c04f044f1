import '@/features/commerce/texts';
import { useSearchParams } from 'react-router';
import { SharePayView } from '@/features/commerce/SharePay';
import { useSharePay } from '@/flows/commerce';

/** /m/order-detail-share?shareId=: the share-link payment on a phone. */
export default function MobileOrderDetailSharePage() {
  const [params] = useSearchParams();
  return <SharePayView {...useSharePay(params.get('shareId'), true)} />;
}

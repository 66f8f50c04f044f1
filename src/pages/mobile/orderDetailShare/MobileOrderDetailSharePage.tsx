import '@/features/commerce/texts';
import { useSearchParams } from 'react-router';
import { SharePayView } from '@/pages/commerce/SharePayView';
import { useSharePay } from '@/pages/commerce/useSharePay';

/** /m/order-detail-share?shareId=: the share-link payment on a phone. */
export default function MobileOrderDetailSharePage() {
  const [params] = useSearchParams();
  return <SharePayView {...useSharePay(params.get('shareId'), true)} />;
}

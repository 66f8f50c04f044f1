import '@/features/commerce/texts';
import { useSearchParams } from 'react-router';
import { SharePayView } from '@/pages/commerce/SharePayView';
import { useSharePay } from '@/pages/commerce/useSharePay';

/** /order-detail-share?shareId=: pay an order somebody shared with you. */
export default function OrderDetailSharePage() {
  const [params] = useSearchParams();
  return <SharePayView {...useSharePay(params.get('shareId'), false)} />;
}

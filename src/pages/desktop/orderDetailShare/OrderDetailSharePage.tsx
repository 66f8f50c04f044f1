import '@/features/commerce/texts';
import { useSearchParams } from 'react-router';
import { SharePayView } from '@/features/commerce/SharePay';
import { useSharePay } from '@/flows/commerce';

/** /order-detail-share?shareId=: pay an order somebody shared with you. */
export default function OrderDetailSharePage() {
  const [params] = useSearchParams();
  return <SharePayView {...useSharePay(params.get('shareId'), false)} />;
}

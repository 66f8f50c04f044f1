import { useSelector } from '@xstate/react';
import { lazy, useState } from 'react';
import { usePromotion } from './usePromotion';

const PromotionNoticeHost = lazy(() =>
  import('./PromotionNoticeHost').then((module) => ({ default: module.PromotionNoticeHost })),
);

/**
 * The promotion's flow (machines/promotion), started once the family has left the page the visit opened on
 * (the promotion never shows there); its dialog's code loads only when the promotion is due.
 */
export function PromotionFlow({ openingPath }: { openingPath: string }) {
  const promotion = usePromotion(openingPath);
  const due = useSelector(promotion, (snapshot) => snapshot.hasTag('shown'));
  const [mounted, setMounted] = useState(due);
  if (due && !mounted) setMounted(true);
  return mounted ? <PromotionNoticeHost promotion={promotion} /> : null;
}

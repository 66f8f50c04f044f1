import '@/features/account/texts';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { PromotionNotice } from '@/features/account/PromotionNotice';
import { useOverlayTurn } from '@/app/providers/overlayQueueContext';
import type { PromotionMachine } from '@machines/promotion';

/** Draws the promotion flow (machines/promotion) when it is the promotion's turn in the dialog queue. */
export function PromotionNoticeHost({ promotion }: { promotion: ActorRefFrom<PromotionMachine> }) {
  const shown = useSelector(promotion, (snapshot) => snapshot.hasTag('shown'));
  const content = useSelector(promotion, (snapshot) => snapshot.context.promotion);
  const open = useOverlayTurn('promotion', 'promotion', shown);
  return (
    <PromotionNotice
      open={open}
      mainTitle={content?.mainTitle ?? ''}
      subtitle={content?.subtitle}
      onAcknowledge={() => promotion.send({ type: 'user.acknowledge' })}
    />
  );
}

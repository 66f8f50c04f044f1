import '@/features/account/texts';
import type { ActorRefFrom } from 'xstate';
import type { PromotionMachine } from '@machines/promotion';
import { AdviserModal } from './AdviserModal';
import { ApiPrompts } from './ApiPrompts';
import { GradeFlow } from './GradeFlow';
import { LoginModal } from './LoginModal';
import { LoginRequiredWarning } from './LoginRequiredWarning';
import { LogoutConfirm } from './LogoutConfirm';
import { PromotionNoticeHost } from './PromotionNoticeHost';
import { SessionExpiredWarning } from './SessionExpiredWarning';

/**
 * The dialogs any page can raise, rendered once above the layouts. Each waits for its turn in the app's one
 * dialog queue (src/app/providers/overlayQueueContext), so at most one of them is open at a time.
 */
export function AppOverlays({ promotion }: { promotion?: ActorRefFrom<PromotionMachine> }) {
  return (
    <>
      <SessionExpiredWarning />
      <LoginRequiredWarning />
      <LogoutConfirm />
      <LoginModal />
      <AdviserModal />
      <GradeFlow />
      {promotion && <PromotionNoticeHost promotion={promotion} />}
      <ApiPrompts />
    </>
  );
}

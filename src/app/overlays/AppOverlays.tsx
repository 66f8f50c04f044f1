import '@/features/account/texts';
import { AdviserModal } from './AdviserModal';
import { ApiPrompts } from './ApiPrompts';
import { GradeFlow } from './GradeFlow';
import { LoginModal } from './LoginModal';
import { LoginRequiredWarning } from './LoginRequiredWarning';
import { LogoutConfirm } from './LogoutConfirm';
import { PromotionNoticeHost } from './PromotionNoticeHost';
import { SessionExpiredWarning } from './SessionExpiredWarning';

/** The dialogs any page can raise, rendered once above the layouts. */
export function AppOverlays() {
  return (
    <>
      <SessionExpiredWarning />
      <LoginRequiredWarning />
      <LogoutConfirm />
      <LoginModal />
      <AdviserModal />
      <GradeFlow />
      <PromotionNoticeHost />
      <ApiPrompts />
    </>
  );
}

import { lazy, Suspense, useState } from 'react';
import { useAdviserModal } from '@/app/providers/adviserModalContext';
import { useSelector } from '@xstate/react';
import { useAppSelector } from '@/app/providers/appActorContext';
import { usePrompts } from '@/app/providers/promptContext';
import { ErrorBoundary } from '@/app/router/ErrorBoundary';
import { needsGradeCheck } from '@machines/grade/rules';
import { usePromotion } from './usePromotion';

const loadOverlays = () => import('./AppOverlays');
const AppOverlays = lazy(() => loadOverlays().then((module) => ({ default: module.AppOverlays })));
// The promotion can be due on a first visit: its dialog comes in a chunk of its own, not with every other dialog.
const PromotionNoticeHost = lazy(() =>
  import('./PromotionNoticeHost').then((module) => ({ default: module.PromotionNoticeHost })),
);

/**
 * Starts loading the dialogs when the visitor shows they are about to need one (a pointer over or focus
 * on the login button), never on idle: a visit that opens no dialog downloads none of their code.
 */
export function prefetchOverlays(): void {
  void loadOverlays().catch(() => undefined);
}

/**
 * Mounts the app-level dialogs the first time one of them is wanted, so their code stays out of the
 * first download; after that they stay mounted and animate in and out as usual.
 */
export function OverlayHost() {
  // The promotion's flow runs from the start of the visit; its dialog's code loads only once it is due.
  const promotion = usePromotion();
  const promotionDue = useSelector(promotion, (snapshot) => snapshot.hasTag('shown'));
  const machineWantsOne = useAppSelector(
    (snapshot) =>
      snapshot.hasTag('sessionExpiredNotice') ||
      snapshot.hasTag('loginRequiredNotice') ||
      snapshot.hasTag('confirmingLogout') ||
      snapshot.hasTag('loginModalOpen') ||
      // While the user's grade flow is pending.
      needsGradeCheck(snapshot.context.user),
  );
  const promptCount = usePrompts().length;
  const adviser = useAdviserModal();
  const wanted = machineWantsOne || promptCount > 0 || adviser.open;
  const [mounted, setMounted] = useState(wanted);
  if (wanted && !mounted) setMounted(true);

  const [promotionMounted, setPromotionMounted] = useState(promotionDue);
  if (promotionDue && !promotionMounted) setPromotionMounted(true);

  if (!mounted && !promotionMounted) return null;
  return (
    // Without their chunk the dialogs cannot show; the page itself keeps working.
    <ErrorBoundary resetKey="overlays" fallback={() => null}>
      <Suspense fallback={null}>
        {mounted && <AppOverlays />}
        {promotionMounted && <PromotionNoticeHost promotion={promotion} />}
      </Suspense>
    </ErrorBoundary>
  );
}

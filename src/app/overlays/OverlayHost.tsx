import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { useAdviserModal } from '@/app/providers/adviserModalContext';
import { useAppSelector } from '@/app/providers/appActorContext';
import { usePrompts } from '@/app/providers/promptContext';
import { ErrorBoundary } from '@/app/router/ErrorBoundary';
import { needsGradeCheck } from '@machines/grade/rules';

const loadOverlays = () => import('./AppOverlays');
const AppOverlays = lazy(() => loadOverlays().then((module) => ({ default: module.AppOverlays })));
// The promotion is never due on the page a visit opens on: its flow and dialog come in chunks of their own.
const PromotionFlow = lazy(() => import('./PromotionFlow').then((module) => ({ default: module.PromotionFlow })));

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
  // The promotion's flow starts once the family leaves the page the visit opened on.
  const pathname = useLocation().pathname;
  const [openingPath] = useState(pathname);
  const [browsing, setBrowsing] = useState(false);
  if (!browsing && pathname !== openingPath) setBrowsing(true);
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

  if (!mounted && !browsing) return null;
  return (
    // Without their chunk the dialogs cannot show; the page itself keeps working.
    <ErrorBoundary resetKey="overlays" fallback={() => null}>
      <Suspense fallback={null}>
        {mounted && <AppOverlays />}
        {browsing && <PromotionFlow openingPath={openingPath} />}
      </Suspense>
    </ErrorBoundary>
  );
}

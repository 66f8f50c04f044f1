import { useTranslation } from '@/i18n/react';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { useAppActor, useAppSelector } from '@/app/providers/appActorContext';
import { useOverlayTurn } from '@/app/providers/overlayQueueContext';

/** A page needing login was refused: 'system prompt', OK opens the login dialog and remembers the page. */
export function LoginRequiredWarning() {
  const { t } = useTranslation();
  const actor = useAppActor();
  const open = useOverlayTurn(
    'loginRequired',
    'notice',
    useAppSelector((snapshot) => snapshot.hasTag('loginRequiredNotice')),
  );
  return (
    <ConfirmDialog
      open={open}
      tone="warning"
      showCancel={false}
      message={t('app.loginRequired.message')}
      onConfirm={() => actor.send({ type: 'notice.confirm' })}
    />
  );
}

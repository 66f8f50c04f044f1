import { useTranslation } from '@/i18n/react';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { useAppActor, useAppSelector } from '@/app/providers/appActorContext';
import { useOverlayTurn } from '@/app/providers/overlayQueueContext';

/** Log out only after the user confirms it. */
export function LogoutConfirm() {
  const { t } = useTranslation();
  const actor = useAppActor();
  const open = useOverlayTurn(
    'logout',
    'notice',
    useAppSelector((snapshot) => snapshot.hasTag('confirmingLogout')),
  );
  return (
    <ConfirmDialog
      open={open}
      tone="info"
      message={t('app.logout.message')}
      confirmLabel={t('app.logout.confirm')}
      onConfirm={() => actor.send({ type: 'logout.confirm' })}
      onCancel={() => actor.send({ type: 'logout.cancel' })}
    />
  );
}

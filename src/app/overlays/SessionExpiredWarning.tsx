import { ConfirmDialog } from '@/components/ConfirmDialog';
import { useAppActor, useAppSelector } from '@/app/providers/appActorContext';
import { useOverlayTurn } from '@/app/providers/overlayQueueContext';

/** Status 2 or 4: the server's message under 'system prompt'; OK opens the login dialog. */
export function SessionExpiredWarning() {
  const actor = useAppActor();
  const open = useOverlayTurn(
    'sessionExpired',
    'notice',
    useAppSelector((snapshot) => snapshot.hasTag('sessionExpiredNotice')),
  );
  const message = useAppSelector((snapshot) => snapshot.context.sessionExpiredMessage);
  return (
    <ConfirmDialog
      open={open}
      tone="warning"
      showCancel={false}
      message={message ?? ''}
      onConfirm={() => actor.send({ type: 'notice.confirm' })}
    />
  );
}

import { useSelector } from '@xstate/react';
import { useTranslation } from '@/i18n/react';
import type { ActorRefFrom } from 'xstate';
import { AdviserCard, type AdviserCardStatus } from '@/features/account/AdviserCard';
import { Dialog } from '@/components/Dialog';
import { CUSTOMER_SERVICE } from '@/config';
import type { AdviserMachine } from '@machines/adviser';
import { useOverlayTurn } from '@/app/providers/overlayQueueContext';

export interface AdviserDialogProps {
  adviser: ActorRefFrom<AdviserMachine>;
  onClose: () => void;
}

/** Draws the course-adviser flow (machines/adviser): the dialog with the adviser's WeChat card. */
export function AdviserDialog({ adviser, onClose }: AdviserDialogProps) {
  const { t } = useTranslation();
  const snapshot = useSelector(adviser, (state) => state);
  const status: AdviserCardStatus = snapshot.hasTag('retrying')
    ? 'retrying'
    : snapshot.hasTag('missing')
      ? 'missing'
      : snapshot.hasTag('ready')
        ? 'ready'
        : 'loading';
  const open = useOverlayTurn('adviser', 'dialog', snapshot.hasTag('shown'));
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      width="sm"
      title={t('account.adviser.title')}
    >
      <AdviserCard
        status={status}
        wechatUrl={snapshot.context.wechatUrl}
        wechatAccount={snapshot.context.wechatAccount}
        onRetry={() => adviser.send({ type: 'user.retry' })}
        onCopied={() => adviser.send({ type: 'copy.succeeded' })}
        onCopyFailed={() => adviser.send({ type: 'copy.failed' })}
        serviceHours={CUSTOMER_SERVICE.hours}
      />
    </Dialog>
  );
}

import { useSelector } from '@xstate/react';
import { useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { GradeSelect, type GradeSelectStatus } from '@/features/account/GradeSelect';
import { GradeUpgradeNotice } from '@/features/account/GradeUpgradeNotice';
import type { GradeFlowMachine } from '@machines/grade';
import { useOverlayTurn } from '@/app/providers/overlayQueueContext';

/** The last grade of school: a graduate stays there and is told so instead of being moved up. */
export const LAST_GRADE = '高三';

export interface GradeFlowDialogProps {
  flow: ActorRefFrom<GradeFlowMachine>;
  /** The user's grade as it is now, for the upgrade notice. */
  gradeName: string;
}

/** Draws the grade flow (machines/grade): the grade-setting modal or the upgrade notice. */
export function GradeFlowDialog({ flow, gradeName }: GradeFlowDialogProps) {
  const snapshot = useSelector(flow, (state) => state);
  const [picked, setPicked] = useState<string | null>(null);
  // The grade waits behind session notices and the login dialog, and a promotion waits behind it.
  const inTurn = useOverlayTurn('grade', 'grade', snapshot.hasTag('gradeModal') || snapshot.hasTag('upgradeNotice'));
  const status: GradeSelectStatus = snapshot.hasTag('loadFailed') ? 'error' : snapshot.hasTag('loading') ? 'loading' : 'ready';
  return (
    <>
      <GradeSelect
        open={inTurn && snapshot.hasTag('gradeModal')}
        status={status}
        groups={snapshot.context.groups}
        value={picked ?? snapshot.context.gradeName}
        onChange={setPicked}
        onConfirm={(gradeName) => flow.send({ type: 'user.gradePicked', gradeName })}
        saving={snapshot.hasTag('saving')}
        onRetry={() => flow.send({ type: 'user.retry' })}
      />
      <GradeUpgradeNotice
        open={inTurn && snapshot.hasTag('upgradeNotice')}
        grade={gradeName}
        variant={gradeName === LAST_GRADE ? 'graduated' : 'upgraded'}
        onAcknowledge={() => flow.send({ type: 'user.acknowledge' })}
        acknowledging={snapshot.hasTag('acknowledging')}
      />
    </>
  );
}

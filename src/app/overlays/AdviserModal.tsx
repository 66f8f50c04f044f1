import { useFlowActor } from '@/app/runtime/useFlowActor';
import { useEffect, useMemo } from 'react';
import { useToast } from '@/components/Toast';
import { api } from '@/app/api';
import { provideAdviserMachine } from '@/flows/account';
import { useAdviserModal } from '@/app/providers/adviserModalContext';
import { useAppSelector } from '@/app/providers/appActorContext';
import { AdviserDialog } from './AdviserDialog';

/** The course-adviser dialog opened from the avatar menu: the adviser is looked up for the logged-in user. */
export function AdviserModal() {
  const { open, hide } = useAdviserModal();
  const toast = useToast();
  const rsNo = useAppSelector((snapshot) => snapshot.context.user?.rsNo ?? '');
  const machine = useMemo(() => provideAdviserMachine(api, { toast: (options) => void toast.show(options) }), [toast]);
  const adviser = useFlowActor('adviser', machine, { input: { appUUId: rsNo } });

  useEffect(() => {
    adviser.send(open ? { type: 'adviser.show', appUUId: rsNo } : { type: 'adviser.hide' });
  }, [adviser, open, rsNo]);
  // The adviser belongs to the logged-in user: a session that ends closes it rather than leaving it queued.
  useEffect(() => {
    if (open && !rsNo) hide();
  }, [hide, open, rsNo]);

  return <AdviserDialog adviser={adviser} onClose={hide} />;
}

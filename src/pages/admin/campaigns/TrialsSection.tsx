import { useState } from 'react';
import { loadableOf } from '@/app/api/queries';
import { CampaignTrials, TrialClaimsDialog, type CampaignTrialRow } from '@/features/console';
import {
  useAddCampaignTrial,
  useCampaignTrialClaims,
  useCampaignTrials,
  useMoveCampaignTrial,
  useRemoveCampaignTrial,
  useSaveCampaignTrialWindow,
} from '@/flows/console';

/** The claims of the trial course being looked at, a page at a time. */
function Claims({ trial, onClose }: { trial: CampaignTrialRow; onClose: () => void }) {
  const [page, setPage] = useState(1);
  const claims = useCampaignTrialClaims(trial.id, page);
  return (
    <TrialClaimsDialog
      title={trial.title}
      page={page}
      onPageChange={setPage}
      onClose={onClose}
      claims={
        claims.isSuccess
          ? { state: 'ready', rows: claims.data.list, total: claims.data.total }
          : claims.isError
            ? { state: 'error', message: claims.error.message, onRetry: () => void claims.refetch(), retrying: claims.isFetching }
            : { state: 'loading' }
      }
    />
  );
}

/** The free-trial courses of /admin/campaigns: the list with its writes, and one course's claims on demand. */
export function TrialsSection({ canWrite }: { canWrite: boolean }) {
  const trials = useCampaignTrials();
  const add = useAddCampaignTrial();
  const saveWindow = useSaveCampaignTrialWindow();
  const move = useMoveCampaignTrial();
  const remove = useRemoveCampaignTrial();
  const [claimsOf, setClaimsOf] = useState<CampaignTrialRow | null>(null);
  return (
    <>
      <CampaignTrials
        trials={loadableOf(trials)}
        canWrite={canWrite}
        onAdd={add.mutateAsync}
        onSaveWindow={saveWindow.mutateAsync}
        onMove={move.mutateAsync}
        onRemove={remove.mutateAsync}
        onShowClaims={setClaimsOf}
      />
      {claimsOf ? <Claims key={claimsOf.id} trial={claimsOf} onClose={() => setClaimsOf(null)} /> : null}
    </>
  );
}

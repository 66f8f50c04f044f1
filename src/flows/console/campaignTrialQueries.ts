import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { admin, type DataOf } from '@contract/api/calls';
import {
  TRIAL_CLAIMS_PAGE_SIZE,
  type TrialAdd,
  type TrialMove,
  type TrialWindowEdit,
} from '@contract/api/schemas/admin/campaignTrials';
import { consoleApi } from './consoleApi';

export type CampaignTrials = DataOf<typeof admin.campaignTrials.trialList>;

const keys = {
  trials: ['console', 'campaigns', 'trials'] as const,
  claims: (trialId: number, page: number) => ['console', 'campaigns', 'trials', 'claims', trialId, page] as const,
};

/** The free-trial courses with their state, window, claims and conversions, and the courses that may be added. */
export function useCampaignTrials() {
  return useQuery({
    queryKey: keys.trials,
    queryFn: () => consoleApi.call(admin.campaignTrials.trialList, {}, { handleError: true }),
  });
}

/** One page of a trial course's claims, newest first; the page on screen stays while the next one loads. */
export function useCampaignTrialClaims(trialId: number | null, page: number) {
  return useQuery({
    queryKey: keys.claims(trialId ?? 0, page),
    queryFn: () =>
      consoleApi.call(
        admin.campaignTrials.trialClaims,
        { trialId: trialId ?? 0, page, size: TRIAL_CLAIMS_PAGE_SIZE },
        { handleError: true },
      ),
    enabled: trialId !== null,
    // Only the same course's last page stays on screen: another course's claims must never show under this one.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[4] === (trialId ?? 0) ? previous : undefined),
  });
}

/** A write answers with the whole list (new versions, new order), which replaces the cached one; the audit log is read again. */
function useTrialWrite<Input>(write: (input: Input) => Promise<CampaignTrials>) {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (answer) => {
      queries.setQueryData(keys.trials, answer);
      return queries.invalidateQueries({ queryKey: ['console', 'audit'] });
    },
  });
}

export function useAddCampaignTrial() {
  return useTrialWrite((input: TrialAdd) => consoleApi.call(admin.campaignTrials.addTrial, input, { handleError: true }));
}

export function useSaveCampaignTrialWindow() {
  return useTrialWrite((input: TrialWindowEdit) =>
    consoleApi.call(admin.campaignTrials.saveTrialWindow, input, { handleError: true }),
  );
}

export function useMoveCampaignTrial() {
  return useTrialWrite((input: { trialId: number; version: number; direction: TrialMove }) =>
    consoleApi.call(admin.campaignTrials.moveTrial, input, { handleError: true }),
  );
}

export function useRemoveCampaignTrial() {
  return useTrialWrite((trial: { id: number; version: number }) =>
    consoleApi.call(admin.campaignTrials.removeTrial, { trialId: trial.id, version: trial.version }, { handleError: true }),
  );
}

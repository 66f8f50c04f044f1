import type { trialClaims, trialList } from '@contract/api/schemas/admin/campaignTrials';
import type { AppDataOf } from '@contract/api/schemas/contract';

export type CampaignTrialList = AppDataOf<typeof trialList>;
export type CampaignTrialRow = CampaignTrialList['list'][number];
export type CampaignTrialCandidate = CampaignTrialList['candidates'][number];
export type CampaignTrialClaims = AppDataOf<typeof trialClaims>;

import { keepPreviousData, useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { Loadable } from '@/components/Loadable';
import { admin, type DataOf } from '@contract/api/calls';
import type { GiftEdit, ParentTextsEdit } from '@contract/api/schemas/admin/campaignTexts';
import { consoleApi } from './consoleApi';
// A save answers with the stored setting and its new version, which replaces the cached one, as the site's writes do.
import { useSiteWrite } from './operationsQueries';

export type CampaignGiftSetting = DataOf<typeof admin.campaignTexts.giftDetail>;
export type CampaignParentTextsSetting = DataOf<typeof admin.campaignTexts.parentTextsDetail>;
export type CampaignGiftClaims = DataOf<typeof admin.campaignTexts.giftClaimList>;

export const GIFT_CLAIMS_PAGE_SIZE = 20;

const keys = {
  gift: ['console', 'campaigns', 'gift'] as const,
  claims: (page: number) => ['console', 'campaigns', 'gift', 'claims', page] as const,
  parents: ['console', 'campaigns', 'parents'] as const,
};

/** A setting's query as a view takes it; a retry asks the server again. */
function settingLoadable<Data>(query: UseQueryResult<Data>): Loadable<Data> {
  if (query.isSuccess) return { status: 'ready', data: query.data };
  if (query.isError) return { status: 'error', retry: () => void query.refetch(), retrying: query.isFetching };
  return { status: 'loading' };
}

export function useCampaignGift(): Loadable<CampaignGiftSetting> {
  return settingLoadable(
    useQuery({
      queryKey: keys.gift,
      queryFn: () => consoleApi.call(admin.campaignTexts.giftDetail, {}, { handleError: true }),
    }),
  );
}

export function useCampaignGiftClaims(page: number) {
  return useQuery({
    queryKey: keys.claims(page),
    queryFn: () =>
      consoleApi.call(admin.campaignTexts.giftClaimList, { page, size: GIFT_CLAIMS_PAGE_SIZE }, { handleError: true }),
    // The page being left stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useCampaignParentTexts(): Loadable<CampaignParentTextsSetting> {
  return settingLoadable(
    useQuery({
      queryKey: keys.parents,
      queryFn: () => consoleApi.call(admin.campaignTexts.parentTextsDetail, {}, { handleError: true }),
    }),
  );
}

export function useSaveCampaignGift() {
  return useSiteWrite(keys.gift, (edit: GiftEdit) => consoleApi.call(admin.campaignTexts.saveGift, edit, { handleError: true }));
}

export function useSaveCampaignParentTexts() {
  return useSiteWrite(keys.parents, (edit: ParentTextsEdit) =>
    consoleApi.call(admin.campaignTexts.saveParentTexts, edit, { handleError: true }),
  );
}

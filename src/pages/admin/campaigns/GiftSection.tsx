import { useState } from 'react';
import { CampaignGift } from '@/features/console';
import { GIFT_CLAIMS_PAGE_SIZE, useCampaignGift, useCampaignGiftClaims, useSaveCampaignGift } from '@/flows/console';

/** The gift section of /admin/campaigns: the /m/gift page's settings and its claims. */
export function GiftSection({ canWrite }: { canWrite: boolean }) {
  const setting = useCampaignGift();
  const save = useSaveCampaignGift();
  const [page, setPage] = useState(1);
  const claims = useCampaignGiftClaims(page);
  return (
    <CampaignGift
      setting={setting}
      canWrite={canWrite}
      onSave={save.mutateAsync}
      claims={
        claims.isPending
          ? { state: 'loading' }
          : claims.isError
            ? { state: 'error', message: claims.error.message, onRetry: () => void claims.refetch(), retrying: claims.isFetching }
            : { state: 'ready', rows: claims.data.list, total: claims.data.total }
      }
      claimsPage={page}
      claimsPageSize={GIFT_CLAIMS_PAGE_SIZE}
      onClaimsPageChange={setPage}
    />
  );
}

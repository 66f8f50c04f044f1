import { CampaignParentTexts } from '@/features/console';
import { useCampaignParentTexts, useSaveCampaignParentTexts } from '@/flows/console';

/** The parents section of /admin/campaigns: the /parentCode/* pages' texts. */
export function ParentTextsSection({ canWrite }: { canWrite: boolean }) {
  const texts = useCampaignParentTexts();
  const save = useSaveCampaignParentTexts();
  return <CampaignParentTexts texts={texts} canWrite={canWrite} onSave={save.mutateAsync} />;
}

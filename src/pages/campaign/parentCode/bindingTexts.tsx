import type { ReactNode } from 'react';
import * as webCampaignTexts from '@contract/api/calls/web/campaignTexts';
import type { ParentBindingTexts } from '@contract/api/schemas/admin/campaignTexts';
import { loadableOf, useApiQuery } from '@/app/api/queries';
import { LoadableContent } from '@/components/Loadable';
import { Skeleton, SkeletonGroup } from '@/components/Skeleton';
import * as page from '@/features/campaign/campaignPage.css';

/**
 * The binding pages' texts as staff set them (shown as written in every locale: they are content): a page
 * draws a skeleton until they come, and a retry if they cannot be read.
 */
export function WithBindingTexts({ children }: { children: (texts: ParentBindingTexts) => ReactNode }) {
  const texts = loadableOf(useApiQuery(webCampaignTexts.campaignTexts, {}));
  return (
    <LoadableContent
      value={texts}
      skeleton={
        <div className={page.page}>
          <SkeletonGroup>
            <Skeleton shape="text" lines={2} />
            <Skeleton shape="rect" height="12em" />
          </SkeletonGroup>
        </div>
      }
    >
      {(data) => children(data.parentBinding)}
    </LoadableContent>
  );
}

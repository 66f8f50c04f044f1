import * as webSite from '@contract/api/calls/web/site';
import { loadableOf, useApiQuery } from '@/app/api/queries';
import { mapLoadable } from '@/components/Loadable';
import { FaqView } from '@/features/site/FaqView';
import '@/features/site/texts';

/** /faq/table: course fee items and their standards. */
export default function FaqTablePage() {
  const items = useApiQuery(webSite.findFeeItems, {});
  return <FaqView kind="fees" items={mapLoadable(loadableOf(items), (data) => data.list)} />;
}

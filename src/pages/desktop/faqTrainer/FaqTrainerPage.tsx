import * as webSite from '@contract/api/calls/web/site';
import { loadableOf, useApiQuery } from '@/app/api/queries';
import { mapLoadable } from '@/components/Loadable';
import { FaqView } from '@/features/site/FaqView';
import '@/features/site/texts';

/** /faq/trainer: what teachers and tutors ask before joining. */
export default function FaqTrainerPage() {
  const entries = useApiQuery(webSite.findTrainerFaq, {});
  return <FaqView kind="trainer" entries={mapLoadable(loadableOf(entries), (data) => data.list)} />;
}

import { keepPreviousData } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import * as webSite from '@contract/api/calls/web/site';
import { loadableOf, useApiQuery } from '@/app/api/queries';
import { positiveIntParam } from '@/lib/url';
import { isMissing } from '@/app/api/loadState';
import { TenderAnnouncementView } from './TenderAnnouncementView';
import '@/features/site/texts';

const PAGE_SIZE = 10;

/** /about/tender-announcement?page= lists the notices; ?id= opens one. */
export default function TenderAnnouncementPage() {
  const [params, setParams] = useSearchParams();
  const id = positiveIntParam(params.get('id'));
  const page = positiveIntParam(params.get('page')) ?? 1;
  const tenders = useApiQuery(
    webSite.findTenders,
    { page, size: PAGE_SIZE },
    { enabled: id === null, placeholderData: keepPreviousData },
  );
  const tender = useApiQuery(webSite.findTenderById, { id: id ?? 0 }, { enabled: id !== null });
  if (id !== null || params.has('id')) {
    return <TenderAnnouncementView mode="detail" tender={loadableOf(tender)} notFound={id === null || isMissing(tender)} />;
  }
  return (
    <TenderAnnouncementView
      mode="list"
      tenders={loadableOf(tenders)}
      onPageChange={(next) => setParams(new URLSearchParams({ page: String(next) }))}
    />
  );
}

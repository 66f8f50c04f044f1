import { useSearchParams } from 'react-router';
import * as webTeacherInfo from '@contract/api/calls/web/teacherInfo';
import { loadableOf, useApiQuery } from '@/app/api/queries';
import { useRecordTitle } from '@/app/router/recordTitle';
import { useCollection } from '@/flows/collection';
import { tutorShareCard, usePageShareCard } from '@/flows/share';
import { positiveIntParam } from '@/lib/url';
import { isMissing } from '@/app/api/loadState';
import { SmarterDetailView } from './SmarterDetailView';
import '@/features/catalog/texts';
import '@/features/content/texts';

/** /smarter/detail?id=: one tutor. */
export default function SmarterDetailPage() {
  const [params] = useSearchParams();
  const id = positiveIntParam(params.get('id'));
  const tutor = useApiQuery(webTeacherInfo.findTutorById, { id: id ?? 0 }, { enabled: id !== null });
  useRecordTitle(tutor.data?.name);
  usePageShareCard(tutor.data ? tutorShareCard(tutor.data) : null);
  const collection = useCollection('tutor', id);
  return (
    <SmarterDetailView
      tutor={loadableOf(tutor)}
      notFound={id === null || isMissing(tutor)}
      collect={{ collected: collection.collected, pending: collection.pending, onToggle: collection.toggle }}
    />
  );
}

import { keepPreviousData, useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/i18n/react';
import { useSearchParams } from 'react-router';
import * as userCollection from '@contract/api/calls/user/collection';
import { api } from '@/app/api';
import { loadableOf, useApiQuery } from '@/app/api/queries';
import { useAppSelector } from '@/app/providers/appActorContext';
import { useToast } from '@/components/Toast';
import type { CollectedItemData } from '@/features/learning/CollectedItem';
import { positiveIntParam } from '@/lib/url';
import { type CollectedKind, collectedKinds, CollectedView } from './CollectedView';
import '@/features/learning/texts';

const PAGE_SIZE = 10;

/** /personal/collected?type=&page=: what the user collected, by kind. */
export default function CollectedPage() {
  const { t } = useTranslation();
  const toast = useToast();
  const [params, setParams] = useSearchParams();
  const kind = (collectedKinds as readonly string[]).includes(params.get('type') ?? '')
    ? (params.get('type') as CollectedKind)
    : 'course';
  const page = positiveIntParam(params.get('page')) ?? 1;
  const rsNo = useAppSelector((snapshot) => snapshot.context.user?.rsNo ?? null);
  const items = useApiQuery(
    userCollection.findCollections,
    { objectType: kind, page, size: PAGE_SIZE },
    { scope: rsNo, placeholderData: keepPreviousData },
  );
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: (item: CollectedItemData) =>
      api.call(userCollection.addOrUpdateCollection, { objectType: item.objectType, objectId: item.objectId, collect: '0' }),
    onSuccess: () => toast.show({ message: t('learning.collected.removed'), tone: 'success' }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: [userCollection.findCollections.path] });
      void queryClient.invalidateQueries({ queryKey: [userCollection.checkCollection.path] });
    },
  });
  return (
    <CollectedView
      kind={kind}
      onKind={(next) => setParams(next === 'course' ? {} : { type: next })}
      items={loadableOf(items)}
      onPage={(next) => setParams({ ...(kind === 'course' ? {} : { type: kind }), page: String(next) })}
      onRemove={(item) => remove.mutate(item)}
      removing={remove.isPending ? (remove.variables?.id ?? null) : null}
    />
  );
}

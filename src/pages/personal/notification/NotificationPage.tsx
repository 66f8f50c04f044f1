import { keepPreviousData, useMutation, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import * as userNotification from '@contract/api/calls/user/notification';
import { api } from '@/app/api';
import { loadableOf, useApiQuery } from '@/app/api/queries';
import { useAppSelector } from '@/app/providers/appActorContext';
import { positiveIntParam } from '@/lib/url';
import { type NotificationFilter, notificationFilters, NotificationView } from './NotificationView';
import '@/features/learning/texts';

const PAGE_SIZE = 10;

/** /personal/notification?kind=&page=: the message center. */
export default function NotificationPage() {
  const [params, setParams] = useSearchParams();
  const kind = (notificationFilters as readonly string[]).includes(params.get('kind') ?? '')
    ? (params.get('kind') as NotificationFilter)
    : 'all';
  const page = positiveIntParam(params.get('page')) ?? 1;
  const rsNo = useAppSelector((snapshot) => snapshot.context.user?.rsNo ?? null);
  const messages = useApiQuery(
    userNotification.findByUserInfoId,
    { kind, page, size: PAGE_SIZE },
    { scope: rsNo, placeholderData: keepPreviousData },
  );
  const queryClient = useQueryClient();
  const read = useMutation({
    mutationFn: (id: number) => api.call(userNotification.findById, { id }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [userNotification.findByUserInfoId.path] }),
  });
  return (
    <NotificationView
      filter={kind}
      onFilter={(next) => setParams(next === 'all' ? {} : { kind: next })}
      messages={loadableOf(messages)}
      onPage={(next) => setParams({ ...(kind === 'all' ? {} : { kind }), page: String(next) })}
      onRead={(id) => read.mutate(id)}
    />
  );
}

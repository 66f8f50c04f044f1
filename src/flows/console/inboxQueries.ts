import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { admin, type DataOf } from '@contract/api/calls';
import type { InboxAction, InboxFilter } from '@contract/api/schemas/admin/inbox';
import type { InboxKind } from '@contract/vocabulary/serviceInbox';
import { consoleApi } from './consoleApi';

export type InboxRow = DataOf<typeof admin.inbox.inboxList>['list'][number];
export type InboxPage = DataOf<typeof admin.inbox.inboxList>;
export type InboxItem = DataOf<typeof admin.inbox.inboxDetail>;

export const INBOX_PAGE_SIZE = 20;

const keys = {
  list: (filter: InboxFilter) => ['console', 'inbox', 'list', filter] as const,
  one: (kind: InboxKind, id: number) => ['console', 'inbox', 'one', kind, id] as const,
  staff: ['console', 'inbox', 'staff'] as const,
};

export function useInbox(filter: InboxFilter) {
  return useQuery({
    queryKey: keys.list(filter),
    queryFn: () =>
      consoleApi.call(
        admin.inbox.inboxList,
        {
          q: filter.q,
          assignee: filter.assignee,
          page: filter.page,
          size: INBOX_PAGE_SIZE,
          ...(filter.kind ? { kind: filter.kind } : {}),
          ...(filter.state ? { state: filter.state } : {}),
        },
        { handleError: true },
      ),
    // The filters and counts stay on screen with the last list while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useInboxItem(item: { kind: InboxKind; id: number } | null) {
  return useQuery({
    queryKey: keys.one(item?.kind ?? 'feedback', item?.id ?? 0),
    queryFn: () => consoleApi.call(admin.inbox.inboxDetail, item!, { handleError: true }),
    enabled: item !== null,
  });
}

/** Staff an item may be given to. */
export function useInboxStaff() {
  return useQuery({
    queryKey: keys.staff,
    queryFn: () => consoleApi.call(admin.inbox.inboxStaff, {}, { handleError: true }),
  });
}

export function useReloadInboxItem() {
  const queries = useQueryClient();
  return (kind: InboxKind, id: number) => queries.invalidateQueries({ queryKey: keys.one(kind, id) });
}

function send(item: InboxItem, write: InboxAction): Promise<InboxItem> {
  const at = { kind: item.kind, id: item.id, version: item.version };
  const options = { handleError: true };
  switch (write.action) {
    case 'assign':
      return consoleApi.call(
        admin.inbox.assignInboxItem,
        { ...at, ...(write.assigneeId !== null ? { assigneeId: write.assigneeId } : {}) },
        options,
      );
    case 'note':
      return consoleApi.call(admin.inbox.noteInboxItem, { ...at, content: write.content }, options);
    case 'reply':
      return consoleApi.call(admin.inbox.replyInboxItem, { ...at, content: write.content }, options);
    case 'state':
      return consoleApi.call(admin.inbox.setInboxState, { ...at, state: write.state }, options);
    case 'tutorDraft':
      return consoleApi.call(admin.inbox.inboxTutorDraft, { id: item.id, version: item.version }, options);
  }
}

/** One write on an item: the answer is the item at its new version; the list and the audit log are read again. */
export function useInboxWrite() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: ({ item, write }: { item: InboxItem; write: InboxAction }) => send(item, write),
    onSuccess: (saved) => {
      queries.setQueryData(keys.one(saved.kind, saved.id), saved);
      return Promise.all([
        queries.invalidateQueries({ queryKey: ['console', 'inbox', 'list'] }),
        queries.invalidateQueries({ queryKey: ['console', 'audit'] }),
      ]);
    },
  });
}

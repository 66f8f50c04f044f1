import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { admin, type DataOf } from '@contract/api/calls';
import { BROADCAST_PAGE_SIZE, type BroadcastFormFields, fromBeijingInput } from '@contract/vocabulary/broadcasts';
import { consoleApi } from './consoleApi';

export type StaffBroadcastRow = DataOf<typeof admin.broadcasts.broadcastList>['list'][number];
export type StaffBroadcast = DataOf<typeof admin.broadcasts.broadcastDetail>;
export type BroadcastChoices = DataOf<typeof admin.broadcasts.broadcastChoices>;
export type BroadcastPreview = DataOf<typeof admin.broadcasts.broadcastPreview>;

const keys = {
  list: (page: number) => ['console', 'broadcasts', 'list', page] as const,
  one: (id: number) => ['console', 'broadcasts', 'one', id] as const,
  choices: ['console', 'broadcasts', 'choices'] as const,
};

const options = { handleError: true } as const;

/** The form's values as the save and preview calls take them: only the fields the audience and link use. */
export function broadcastRequest(values: BroadcastFormFields) {
  return {
    title: values.title.trim(),
    content: values.content.trim(),
    link: values.link,
    ...(values.link !== 'none' && values.linkId ? { linkId: values.linkId } : {}),
    audience: values.audience,
    ...((values.audience === 'grade' || values.audience === 'course') && values.audienceId
      ? { audienceId: values.audienceId }
      : {}),
    ...(values.audience === 'phones' ? { phones: values.phones } : {}),
    ...(values.when === 'later' ? { sendAt: fromBeijingInput(values.sendAt) } : {}),
  };
}

export function useStaffBroadcasts(page: number) {
  return useQuery({
    queryKey: keys.list(page),
    queryFn: () => consoleApi.call(admin.broadcasts.broadcastList, { page, size: BROADCAST_PAGE_SIZE }, options),
    placeholderData: keepPreviousData,
  });
}

export function useStaffBroadcast(broadcastId: number | null) {
  return useQuery({
    queryKey: keys.one(broadcastId ?? 0),
    queryFn: () => consoleApi.call(admin.broadcasts.broadcastDetail, { broadcastId: broadcastId! }, options),
    enabled: broadcastId !== null,
  });
}

export function useBroadcastChoices() {
  return useQuery({ queryKey: keys.choices, queryFn: () => consoleApi.call(admin.broadcasts.broadcastChoices, {}, options) });
}

/** The server's preview of the form: how the message looks and how many families it reaches now. */
export function useBroadcastPreview() {
  return useMutation({
    mutationFn: (values: BroadcastFormFields) =>
      consoleApi.call(admin.broadcasts.broadcastPreview, broadcastRequest(values), options),
  });
}

type BroadcastWrite =
  | { action: 'save'; broadcastId: number | null; version: number | null; values: BroadcastFormFields }
  | { action: 'cancel'; broadcastId: number; version: number };

/** A broadcast write: its new version; the list and the audit log are read again. */
export function useBroadcastWrite() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (input: BroadcastWrite) =>
      input.action === 'cancel'
        ? consoleApi.call(admin.broadcasts.cancelBroadcast, { broadcastId: input.broadcastId, version: input.version }, options)
        : consoleApi.call(
            admin.broadcasts.saveBroadcast,
            {
              ...(input.broadcastId ? { broadcastId: input.broadcastId } : {}),
              ...(input.version ? { version: input.version } : {}),
              ...broadcastRequest(input.values),
            },
            options,
          ),
    onSuccess: (saved) => {
      queries.setQueryData(keys.one(saved.id), saved);
      return Promise.all([
        queries.invalidateQueries({ queryKey: ['console', 'broadcasts', 'list'] }),
        queries.invalidateQueries({ queryKey: ['console', 'audit'] }),
      ]);
    },
  });
}

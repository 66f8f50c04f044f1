import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { admin, type DataOf } from '@contract/api/calls';
import type { LiveClassEdit, LiveClassFilter } from '@contract/api/schemas/admin/campaignLive';
import type { SignupChannel } from '@contract/api/schemas/user/campaign';
import { consoleApi } from './consoleApi';

/* Calls of the Live section of the console's campaign settings (/admin/campaigns/live). */

export type LiveClassList = DataOf<typeof admin.campaignLive.liveClassList>;
export type LiveSignups = DataOf<typeof admin.campaignLive.liveSignupList>;

const keys = {
  all: ['console', 'campaigns', 'live'] as const,
  list: (when: LiveClassFilter) => ['console', 'campaigns', 'live', 'list', when] as const,
  signups: (liveClassId: number, channel: SignupChannel | null) =>
    ['console', 'campaigns', 'live', 'signups', liveClassId, channel ?? 'all'] as const,
};

export function useLiveClasses(when: LiveClassFilter) {
  return useQuery({
    queryKey: keys.list(when),
    queryFn: () => consoleApi.call(admin.campaignLive.liveClassList, { when }, { handleError: true }),
    // The filter's next list replaces the last one in place rather than blanking the table.
    placeholderData: keepPreviousData,
  });
}

export function useLiveSignups(liveClassId: number | null, channel: SignupChannel | null) {
  return useQuery({
    queryKey: keys.signups(liveClassId ?? 0, channel),
    queryFn: () =>
      consoleApi.call(
        admin.campaignLive.liveSignupList,
        { liveClassId: liveClassId ?? 0, ...(channel ? { channel } : {}) },
        { handleError: true },
      ),
    enabled: liveClassId !== null,
  });
}

/** A write changes every filter's list (a session moves between upcoming and past) and the audit log. */
function useLiveWrite<Input, Answer>(write: (input: Input) => Promise<Answer>) {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () =>
      Promise.all([
        queries.invalidateQueries({ queryKey: keys.all }),
        queries.invalidateQueries({ queryKey: ['console', 'audit'] }),
      ]),
  });
}

export function useSaveLiveClass() {
  return useLiveWrite((edit: LiveClassEdit) => consoleApi.call(admin.campaignLive.saveLiveClass, edit, { handleError: true }));
}

export function useDeleteLiveClass() {
  return useLiveWrite((live: { id: number; version: number }) =>
    consoleApi.call(admin.campaignLive.deleteLiveClass, { liveClassId: live.id, version: live.version }, { handleError: true }),
  );
}

/** Hands a file the server wrote to the browser as a download. */
function saveFile(fileName: string, text: string, type: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // The click has started the download; the address is not needed after this turn.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Downloads the sign-ups as CSV; the export is audited, so the audit log is read again. */
export function useExportLiveSignups() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (filter: { liveClassId: number; channel: SignupChannel | null }) =>
      consoleApi.call(
        admin.campaignLive.exportLiveSignups,
        { liveClassId: filter.liveClassId, ...(filter.channel ? { channel: filter.channel } : {}) },
        { handleError: true },
      ),
    onSuccess: (file) => {
      saveFile(file.fileName, file.csv, 'text/csv;charset=utf-8');
      return queries.invalidateQueries({ queryKey: ['console', 'audit'] });
    },
  });
}

import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { admin, type DataOf } from '@contract/api/calls';
import { AUDIT_PAGE_SIZE, type StaffRole } from '@contract/vocabulary/staff';
import { encryptPassword } from '@/lib/rsa';
import { consoleApi } from './consoleApi';
import { clearStaffSession, readStaffSession } from './staffSession';

export type StaffProfile = DataOf<typeof admin.staff.me>;
export type StaffRow = DataOf<typeof admin.staff.staffList>['list'][number];
export type AuditEntry = DataOf<typeof admin.staff.auditList>['list'][number];

const keys = {
  me: ['console', 'me'] as const,
  staff: ['console', 'staff'] as const,
  audit: (entity: string) => ['console', 'audit', entity] as const,
};

/** The signed-in staff member, whose permissions decide the menu. */
export function useStaffMe(enabled: boolean) {
  return useQuery({
    queryKey: keys.me,
    queryFn: () => consoleApi.call(admin.staff.me, {}, { handleError: true }),
    enabled,
    staleTime: 30_000,
  });
}

export function useStaffList() {
  return useQuery({ queryKey: keys.staff, queryFn: () => consoleApi.call(admin.staff.staffList, {}, { handleError: true }) });
}

/** Staff writes change the staff list and add to the audit log. */
function useStaffWrite<Input>(write: (input: Input) => Promise<StaffRow>) {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () =>
      Promise.all([
        queries.invalidateQueries({ queryKey: keys.staff }),
        queries.invalidateQueries({ queryKey: ['console', 'audit'] }),
      ]),
  });
}

export interface NewStaff {
  phone: string;
  name: string;
  role: StaffRole;
  password: string;
}

export function useAddStaff() {
  return useStaffWrite((input: NewStaff) =>
    consoleApi.call(admin.staff.addStaff, { ...input, password: encryptPassword(input.password) }, { handleError: true }),
  );
}

export function useSetStaffDisabled() {
  return useStaffWrite((input: { staffId: number; disabled: boolean }) =>
    consoleApi.call(
      admin.staff.setDisabled,
      { staffId: input.staffId, disabled: input.disabled ? '1' : '0' },
      { handleError: true },
    ),
  );
}

export function useChangeStaffRole() {
  return useStaffWrite((input: { staffId: number; role: StaffRole }) =>
    consoleApi.call(admin.staff.changeRole, input, { handleError: true }),
  );
}

/** The audit log, newest first, a page at a time (`beforeId` of the last entry shown). */
export function useAuditLog(entity: string) {
  return useInfiniteQuery({
    queryKey: keys.audit(entity),
    initialPageParam: undefined as number | undefined,
    queryFn: ({ pageParam }) =>
      consoleApi.call(
        admin.staff.auditList,
        { ...(entity ? { entity } : {}), ...(pageParam ? { beforeId: pageParam } : {}) },
        { handleError: true },
      ),
    getNextPageParam: (page) => (page.list.length >= AUDIT_PAGE_SIZE ? page.list[page.list.length - 1]!.id : undefined),
    select: (data) => data.pages.flatMap((page) => page.list),
    // The filter stays on screen with the last list while another record's entries load.
    placeholderData: keepPreviousData,
  });
}

/** Ends the session on the server and here; the console is left whatever the server answers. */
export async function signOutStaff(): Promise<void> {
  const session = readStaffSession();
  if (session) await consoleApi.call(admin.staff.signOut, {}, { silent: true, handleError: true }).catch(() => undefined);
  clearStaffSession();
}

import type { Permission } from '@contract/vocabulary/staff';
import type { MessageKey } from '@/i18n';

/** The console's address; its pages are below it. */
export const CONSOLE_BASE = '/admin';
export const CONSOLE_SIGN_IN = `${CONSOLE_BASE}/login`;

export interface ConsolePage {
  id: 'overview' | 'courses' | 'staff' | 'audit';
  path: string;
  /** Addresses below the page's (one record, a new one) belong to it too. */
  nested?: true;
  label: MessageKey;
  /** What a role needs to see the entry and open the page; null for every staff member. */
  permission: Permission | null;
}

/** The console's pages in menu order. A page is listed here only once it works end to end. */
export const CONSOLE_PAGES: readonly ConsolePage[] = [
  { id: 'overview', path: CONSOLE_BASE, label: 'admin.frame.menu.overview', permission: null },
  { id: 'courses', path: `${CONSOLE_BASE}/courses`, label: 'admin.frame.menu.courses', permission: 'courses.read', nested: true },
  { id: 'staff', path: `${CONSOLE_BASE}/staff`, label: 'admin.frame.menu.staff', permission: 'staff.manage' },
  { id: 'audit', path: `${CONSOLE_BASE}/audit`, label: 'admin.frame.menu.audit', permission: 'audit.read' },
];

/** The pages a staff member with these permissions may open, which are the menu's entries. */
export function pagesFor(permissions: readonly Permission[]): ConsolePage[] {
  return CONSOLE_PAGES.filter((page) => page.permission === null || permissions.includes(page.permission));
}

/** The console page an address shows, or null for one that is not a console page. */
export function pageAt(pathname: string): ConsolePage | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  return CONSOLE_PAGES.find((page) => page.path === path || (page.nested && path.startsWith(`${page.path}/`))) ?? null;
}

/** The address of one course in the console; `new` for a course not yet saved. */
export function courseEditPath(courseId: number | 'new'): string {
  return `${CONSOLE_BASE}/courses/${courseId}`;
}

/** Where to go after signing in: a console address given in `next`, the overview otherwise. */
export function afterSignIn(next: string | null): string {
  return next && (next === CONSOLE_BASE || next.startsWith(`${CONSOLE_BASE}/`)) && !next.startsWith(CONSOLE_SIGN_IN)
    ? next
    : CONSOLE_BASE;
}

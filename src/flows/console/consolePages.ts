import type { InboxKind } from '@contract/vocabulary/serviceInbox';
import type { Permission } from '@contract/vocabulary/staff';
import type { MessageKey } from '@/i18n';

/** The console's address; its pages are below it. */
export const CONSOLE_BASE = '/admin';
export const CONSOLE_SIGN_IN = `${CONSOLE_BASE}/login`;

export interface ConsolePage {
  id:
    | 'overview'
    | 'insight'
    | 'courses'
    | 'exercises'
    | 'papers'
    | 'tutors'
    | 'taxonomy'
    | 'orders'
    | 'reconciliation'
    | 'families'
    | 'inbox'
    | 'news'
    | 'pages'
    | 'site'
    | 'campaigns'
    | 'broadcasts'
    | 'staff'
    | 'audit';
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
  { id: 'insight', path: `${CONSOLE_BASE}/insight`, label: 'admin.frame.menu.insight', permission: 'insight.read' },
  { id: 'courses', path: `${CONSOLE_BASE}/courses`, label: 'admin.frame.menu.courses', permission: 'courses.read', nested: true },
  {
    id: 'exercises',
    path: `${CONSOLE_BASE}/exercises`,
    label: 'admin.frame.menu.exercises',
    permission: 'courses.read',
    nested: true,
  },
  { id: 'papers', path: `${CONSOLE_BASE}/papers`, label: 'admin.frame.menu.papers', permission: 'courses.read', nested: true },
  { id: 'tutors', path: `${CONSOLE_BASE}/tutors`, label: 'admin.frame.menu.tutors', permission: 'courses.read', nested: true },
  { id: 'taxonomy', path: `${CONSOLE_BASE}/taxonomy`, label: 'admin.frame.menu.taxonomy', permission: 'courses.read' },
  { id: 'orders', path: `${CONSOLE_BASE}/orders`, label: 'admin.frame.menu.orders', permission: 'orders.read', nested: true },
  {
    id: 'reconciliation',
    path: `${CONSOLE_BASE}/reconciliation`,
    label: 'admin.frame.menu.reconciliation',
    permission: 'finance.reconcile',
  },
  {
    id: 'families',
    path: `${CONSOLE_BASE}/families`,
    label: 'admin.frame.menu.families',
    permission: 'service.read',
    nested: true,
  },
  { id: 'inbox', path: `${CONSOLE_BASE}/inbox`, label: 'admin.frame.menu.inbox', permission: 'service.read', nested: true },
  { id: 'news', path: `${CONSOLE_BASE}/news`, label: 'admin.frame.menu.news', permission: 'content.read', nested: true },
  { id: 'pages', path: `${CONSOLE_BASE}/pages`, label: 'admin.frame.menu.pages', permission: 'content.read', nested: true },
  { id: 'site', path: `${CONSOLE_BASE}/site`, label: 'admin.frame.menu.site', permission: 'content.read', nested: true },
  {
    id: 'campaigns',
    path: `${CONSOLE_BASE}/campaigns`,
    label: 'admin.frame.menu.campaigns',
    permission: 'content.read',
    nested: true,
  },
  {
    id: 'broadcasts',
    path: `${CONSOLE_BASE}/broadcasts`,
    label: 'admin.frame.menu.broadcasts',
    permission: 'content.read',
    nested: true,
  },
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

/** The address of one article in the console; `new` for an article not yet saved. */
export function articleEditPath(articleId: number | 'new'): string {
  return `${CONSOLE_BASE}/news/${articleId}`;
}

/** The console's sections of the site's own content: its pages, tender announcements and FAQ. */
export const SITE_CONTENT_PATHS = {
  pages: `${CONSOLE_BASE}/pages`,
  tenders: `${CONSOLE_BASE}/pages/tenders`,
  faq: `${CONSOLE_BASE}/pages/faq`,
} as const;

/** The address of one site page in the console. */
export function sitePageEditPath(slug: string): string {
  return `${SITE_CONTENT_PATHS.pages}/${slug}`;
}

/** The address of one tender announcement in the console; `new` for one not yet saved. */
export function tenderEditPath(tenderId: number | 'new'): string {
  return `${SITE_CONTENT_PATHS.tenders}/${tenderId}`;
}

/** The address of one tutor in the console; `new` for a tutor not yet saved. */
export function tutorEditPath(tutorId: number | 'new'): string {
  return `${CONSOLE_BASE}/tutors/${tutorId}`;
}

/** The address of one question of the bank in the console; `new` for a question not yet saved. */
export function exerciseEditPath(exerciseId: number | 'new'): string {
  return `${CONSOLE_BASE}/exercises/${exerciseId}`;
}

/** The address of one test paper in the console; `new` for a paper not yet saved. */
export function paperEditPath(paperId: number | 'new'): string {
  return `${CONSOLE_BASE}/papers/${paperId}`;
}

/** The address of one order in the console. */
export function orderPath(orderNo: string): string {
  return `${CONSOLE_BASE}/orders/${orderNo}`;
}

/** The address of one family in the console, by its account number. */
export function familyPath(familyId: string): string {
  return `${CONSOLE_BASE}/families/${familyId}`;
}

/** The address of one item of the service inbox, by its kind (/admin/inbox/feedback/12). */
export function inboxItemPath(kind: InboxKind, id: number): string {
  return `${CONSOLE_BASE}/inbox/${kind}/${id}`;
}

/** The address of one broadcast in the console; `new` for one being composed. */
export function broadcastEditPath(broadcastId: number | 'new'): string {
  return `${CONSOLE_BASE}/broadcasts/${broadcastId}`;
}

/** Where to go after signing in: a console address given in `next`, the overview otherwise. */
export function afterSignIn(next: string | null): string {
  return next && (next === CONSOLE_BASE || next.startsWith(`${CONSOLE_BASE}/`)) && !next.startsWith(CONSOLE_SIGN_IN)
    ? next
    : CONSOLE_BASE;
}

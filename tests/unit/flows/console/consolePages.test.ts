import { describe, expect, it } from 'vitest';
import { ROLE_PERMISSIONS } from '@contract/vocabulary/staff';
import { afterSignIn, inboxItemPath, pageAt, pagesFor } from '@/flows/console';

const ids = (permissions: keyof typeof ROLE_PERMISSIONS) => pagesFor(ROLE_PERMISSIONS[permissions]).map((page) => page.id);

describe('the console menu', () => {
  it('gives an owner every page', () => {
    expect(ids('owner')).toEqual([
      'overview',
      'insight',
      'courses',
      'exercises',
      'papers',
      'tutors',
      'taxonomy',
      'orders',
      'reconciliation',
      'families',
      'inbox',
      'news',
      'pages',
      'site',
      'campaigns',
      'broadcasts',
      'staff',
      'audit',
    ]);
  });

  it('shows the dashboard right after the overview to the roles that may read it, and to no other', () => {
    for (const role of ['owner', 'finance'] as const) expect(ids(role)[1], role).toBe('insight');
    for (const role of ['service', 'readOnly', 'contentEditor', 'courseEditor'] as const)
      expect(ids(role), role).not.toContain('insight');
    expect(pageAt('/admin/insight')?.permission).toBe('insight.read');
  });

  it('shows staff management only to a role that may manage staff', () => {
    expect(ids('finance')).toEqual([
      'overview',
      'insight',
      'courses',
      'exercises',
      'papers',
      'tutors',
      'taxonomy',
      'orders',
      'reconciliation',
      'audit',
    ]);
    expect(ids('readOnly')).toEqual([
      'overview',
      'courses',
      'exercises',
      'papers',
      'tutors',
      'taxonomy',
      'orders',
      'families',
      'inbox',
      'news',
      'pages',
      'site',
      'campaigns',
      'broadcasts',
    ]);
    expect(ids('contentEditor')).not.toContain('staff');
  });

  it('shows the families right after the orders to the roles that read service, and no other', () => {
    for (const role of ['owner', 'service', 'readOnly'] as const) {
      const menu = ids(role);
      // Reconciliation, where the role has it, sits between them.
      expect(menu.indexOf('families'), role).toBe(menu.indexOf('orders') + (menu.includes('reconciliation') ? 2 : 1));
    }
    for (const role of ['finance', 'courseEditor', 'contentEditor'] as const) expect(ids(role), role).not.toContain('families');
    expect(pageAt('/admin/families')?.id).toBe('families');
    expect(pageAt('/admin/families/a1f0c3e2d4b54f6e8a9b0c1d2e3f4a5b')?.id).toBe('families');
  });

  it('shows reconciliation right after the orders to the roles that reconcile, and no other', () => {
    for (const role of ['owner', 'finance'] as const) {
      const menu = ids(role);
      expect(menu.indexOf('reconciliation'), role).toBe(menu.indexOf('orders') + 1);
    }
    for (const role of ['service', 'readOnly', 'courseEditor', 'contentEditor'] as const)
      expect(ids(role), role).not.toContain('reconciliation');
    expect(pageAt('/admin/reconciliation')?.id).toBe('reconciliation');
  });

  it('shows the news to the roles that read content, and not to finance or service', () => {
    expect(ids('contentEditor')).toContain('news');
    expect(ids('courseEditor')).toContain('news');
    expect(ids('service')).not.toContain('news');
    expect(ids('contentEditor')).toContain('site');
    expect(ids('service')).not.toContain('site');
  });

  it('shows the site pages, tenders and FAQ to the roles that read content', () => {
    expect(ids('contentEditor')).toContain('pages');
    expect(ids('courseEditor')).toContain('pages');
    expect(ids('finance')).not.toContain('pages');
    expect(pageAt('/admin/pages/user-agreement')?.id).toBe('pages');
    expect(pageAt('/admin/pages/tenders/3')?.id).toBe('pages');
    expect(pageAt('/admin/pages/faq')?.id).toBe('pages');
  });

  it('puts the campaigns, then broadcasts, right after site operations for the roles that read content', () => {
    for (const role of ['owner', 'contentEditor', 'courseEditor', 'readOnly'] as const) {
      const menu = ids(role);
      expect(menu.indexOf('campaigns'), role).toBe(menu.indexOf('site') + 1);
      expect(menu.indexOf('broadcasts'), role).toBe(menu.indexOf('site') + 2);
    }
    for (const role of ['finance', 'service'] as const) expect(ids(role), role).not.toContain('campaigns');
    expect(pageAt('/admin/campaigns/live')?.id).toBe('campaigns');
  });

  it('nests a broadcast below the broadcasts page', () => {
    expect(ids('finance')).not.toContain('broadcasts');
    expect(ids('service')).not.toContain('broadcasts');
    expect(pageAt('/admin/broadcasts/new')?.id).toBe('broadcasts');
    expect(pageAt('/admin/broadcasts/12')?.id).toBe('broadcasts');
  });

  it('shows the tutors to every role that reads courses', () => {
    expect(ids('courseEditor')).toContain('tutors');
    expect(ids('service')).toContain('tutors');
  });

  it('shows the question bank right after the courses to every role that reads courses', () => {
    for (const role of ['owner', 'courseEditor', 'contentEditor', 'finance', 'service', 'readOnly'] as const) {
      const menu = ids(role);
      expect(menu[menu.indexOf('courses') + 1], role).toBe('exercises');
    }
    expect(pageAt('/admin/exercises')?.id).toBe('exercises');
    expect(pageAt('/admin/exercises/new')?.id).toBe('exercises');
    expect(pageAt('/admin/exercises/42')?.id).toBe('exercises');
  });

  it('shows the grades and subjects after the tutors to every role that reads courses, and to no other', () => {
    for (const role of ['owner', 'courseEditor', 'contentEditor', 'finance', 'service', 'readOnly'] as const) {
      const menu = ids(role);
      expect(menu.indexOf('taxonomy'), role).toBe(menu.indexOf('tutors') + 1);
    }
    expect(pagesFor(['content.read']).map((page) => page.id)).not.toContain('taxonomy');
    expect(pageAt('/admin/taxonomy')?.id).toBe('taxonomy');
    // One page, with no records below it.
    expect(pageAt('/admin/taxonomy/3')).toBeNull();
  });

  it('shows the orders after the tutors and the grades and subjects, to the roles that read orders and to no editor', () => {
    for (const role of ['owner', 'finance', 'service', 'readOnly'] as const) {
      const menu = ids(role);
      expect(menu.indexOf('orders'), role).toBe(menu.indexOf('taxonomy') + 1);
      expect(menu.indexOf('orders'), role).toBeGreaterThan(menu.indexOf('tutors'));
    }
    expect(ids('courseEditor')).not.toContain('orders');
    expect(ids('contentEditor')).not.toContain('orders');
    expect(pageAt('/admin/orders')?.id).toBe('orders');
    expect(pageAt('/admin/orders/XB202610151830420005')?.id).toBe('orders');
  });

  it('shows the service inbox right after the orders and the families to the roles that read service, and to no other', () => {
    for (const role of ['owner', 'service', 'readOnly'] as const) {
      const menu = ids(role);
      const after = menu.slice(menu.indexOf('orders')).filter((id) => id !== 'reconciliation');
      expect(after.slice(0, 3), role).toEqual(['orders', 'families', 'inbox']);
    }
    for (const role of ['finance', 'courseEditor', 'contentEditor'] as const) expect(ids(role), role).not.toContain('inbox');
    expect(pageAt('/admin/inbox')?.id).toBe('inbox');
    expect(pageAt('/admin/inbox/feedback/12')?.id).toBe('inbox');
    expect(inboxItemPath('teacher', 3)).toBe('/admin/inbox/teacher/3');
  });

  it('finds the page of an address with or without a trailing slash, and none for other addresses', () => {
    expect(pageAt('/admin/')?.id).toBe('overview');
    expect(pageAt('/admin/audit')?.id).toBe('audit');
    expect(pageAt('/admin/refunds')).toBeNull();
  });

  it('counts a course of the list, or a new one, as the courses page', () => {
    expect(pageAt('/admin/courses/12')?.id).toBe('courses');
    expect(pageAt('/admin/courses/new')?.id).toBe('courses');
    expect(pageAt('/admin/news/7')?.id).toBe('news');
    expect(pageAt('/admin/site/advisers')?.id).toBe('site');
    expect(pageAt('/admin/tutors/new')?.id).toBe('tutors');
    // Only pages with records below them take addresses below them.
    expect(pageAt('/admin/audit/12')).toBeNull();
  });
});

describe('where the sign-in leads', () => {
  it('returns to the console page the staff member was sent away from', () => {
    expect(afterSignIn('/admin/audit?entity=staff')).toBe('/admin/audit?entity=staff');
  });

  it('never leads out of the console or back to the sign-in', () => {
    for (const next of [
      'https://evil.example/admin',
      '//evil.example',
      '/personal/order',
      '/admin/login',
      '/administrator',
      null,
    ]) {
      expect(afterSignIn(next), String(next)).toBe('/admin');
    }
  });
});

import { describe, expect, it } from 'vitest';
import { ROLE_PERMISSIONS } from '@contract/vocabulary/staff';
import { afterSignIn, pageAt, pagesFor } from '@/flows/console';

const ids = (permissions: keyof typeof ROLE_PERMISSIONS) => pagesFor(ROLE_PERMISSIONS[permissions]).map((page) => page.id);

describe('the console menu', () => {
  it('gives an owner every page', () => {
    expect(ids('owner')).toEqual(['overview', 'courses', 'staff', 'audit']);
  });

  it('shows staff management only to a role that may manage staff', () => {
    expect(ids('finance')).toEqual(['overview', 'courses', 'audit']);
    expect(ids('readOnly')).toEqual(['overview', 'courses']);
    expect(ids('contentEditor')).not.toContain('staff');
  });

  it('finds the page of an address with or without a trailing slash, and none for other addresses', () => {
    expect(pageAt('/admin/')?.id).toBe('overview');
    expect(pageAt('/admin/audit')?.id).toBe('audit');
    expect(pageAt('/admin/orders')).toBeNull();
  });

  it('counts a course of the list, or a new one, as the courses page', () => {
    expect(pageAt('/admin/courses/12')?.id).toBe('courses');
    expect(pageAt('/admin/courses/new')?.id).toBe('courses');
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

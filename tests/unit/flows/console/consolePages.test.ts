import { describe, expect, it } from 'vitest';
import { ROLE_PERMISSIONS } from '@contract/vocabulary/staff';
import { afterSignIn, pageAt, pagesFor } from '@/flows/console';

const ids = (permissions: keyof typeof ROLE_PERMISSIONS) => pagesFor(ROLE_PERMISSIONS[permissions]).map((page) => page.id);

describe('the console menu', () => {
  it('gives an owner every page', () => {
    expect(ids('owner')).toEqual(['overview', 'staff', 'audit']);
  });

  it('shows staff management only to a role that may manage staff', () => {
    expect(ids('finance')).toEqual(['overview', 'audit']);
    expect(ids('readOnly')).toEqual(['overview']);
    expect(ids('contentEditor')).not.toContain('staff');
  });

  it('finds the page of an address with or without a trailing slash, and none for other addresses', () => {
    expect(pageAt('/admin/')?.id).toBe('overview');
    expect(pageAt('/admin/audit')?.id).toBe('audit');
    expect(pageAt('/admin/courses')).toBeNull();
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

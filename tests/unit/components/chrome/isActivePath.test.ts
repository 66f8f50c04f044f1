import { describe, expect, it } from 'vitest';
import { isActivePath } from '@/components/PageShell';

describe('isActivePath', () => {
  it('marks a section current on its own path and on its children', () => {
    expect(isActivePath('/about', '/about')).toBe(true);
    expect(isActivePath('/about/contact-us', '/about')).toBe(true);
    expect(isActivePath('/news/detail?id=3', '/news')).toBe(true);
  });

  it('does not mistake a path that only starts with the same letters', () => {
    expect(isActivePath('/aboutus', '/about')).toBe(false);
    expect(isActivePath('/home', '/about')).toBe(false);
    expect(isActivePath(undefined, '/home')).toBe(false);
  });

  it('ignores a trailing slash', () => {
    expect(isActivePath('/m/course/', '/m/course')).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { loginReturnPath, mobileLoginPath } from '@/flows/account/returnPath';

const back = (search: string, phone: string | null = '13800138000') => loginReturnPath(new URLSearchParams(search), phone);

describe('where /m/login goes after login', () => {
  it('returns a share link to the page it was going to, with the query kept and the phone added', () => {
    expect(back('?shareId=S1&redirect=%2Fm%2Forder-detail-share')).toBe(
      '/m/order-detail-share?shareId=S1&mobilePhone=13800138000',
    );
  });

  it('opens the shared order when a share link names no page', () => {
    expect(back('?shareId=S1')).toBe('/m/order-detail-share?shareId=S1&mobilePhone=13800138000');
  });

  it('keeps a phone or code the link already carries', () => {
    expect(back('?shareId=S1&code=x7&redirect=%2Fm%2Fhome')).toBe('/m/home?shareId=S1&code=x7');
  });

  it('goes back to a page named with its own query, such as a trial lesson', () => {
    expect(back(new URLSearchParams({ redirect: '/m/course?classId=7' }).toString())).toBe('/m/course?classId=7');
    expect(mobileLoginPath('/m/course?classId=7')).toBe('/m/login?redirect=%2Fm%2Fcourse%3FclassId%3D7');
  });

  it('never leaves the site: an absolute or protocol-relative address goes to /m/home', () => {
    expect(back('?redirect=https%3A%2F%2Fevil.example')).toBe('/m/home');
    expect(back('?redirect=%2F%2Fevil.example')).toBe('/m/home');
  });
});

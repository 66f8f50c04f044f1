import { describe, expect, it } from 'vitest';
import { pageRedirect } from '../../../server/src/seo/pageRedirect';

const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 MicroMessenger/8.0.40';
const ANDROID_TABLET = 'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 Chrome/120.0 Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/120.0 Safari/537.36';

describe('where the server sends a page request before drawing it', () => {
  it('sends a phone from a desktop page with a phone twin to the twin, query and all', () => {
    expect(pageRedirect('/home?shareId=abc', PHONE)).toEqual({ location: '/m/home?shareId=abc', status: 302 });
    expect(pageRedirect('/course', PHONE)).toEqual({ location: '/m/course', status: 302 });
  });

  it('sends a tablet on as it does a phone', () => {
    expect(pageRedirect('/home', ANDROID_TABLET)).toEqual({ location: '/m/home', status: 302 });
  });

  it('sends a phone asking for the site’s root straight to the phone home', () => {
    expect(pageRedirect('/', PHONE)).toEqual({ location: '/m/home', status: 302 });
  });

  it('moves an address the route table sends on for good, for every device', () => {
    expect(pageRedirect('/', DESKTOP)).toEqual({ location: '/home', status: 301 });
    expect(pageRedirect('/m', PHONE)).toEqual({ location: '/m/home', status: 301 });
    expect(pageRedirect('/about?from=ad', DESKTOP)).toEqual({ location: '/about/cooperation?from=ad', status: 301 });
  });

  it('leaves a phone on a page without a twin, and on the phone site itself', () => {
    expect(pageRedirect('/course/chapter?courseId=16', PHONE)).toBeNull();
    expect(pageRedirect('/m/home', PHONE)).toBeNull();
  });

  it('leaves a desktop on its page, and an unknown address to be answered 404', () => {
    expect(pageRedirect('/home', DESKTOP)).toBeNull();
    expect(pageRedirect('/no-such-page', DESKTOP)).toBeNull();
    expect(pageRedirect('/no-such-page', PHONE)).toBeNull();
  });

  it('leaves sign-in to the browser, which knows who is signed in', () => {
    expect(pageRedirect('/user/order', DESKTOP)).toBeNull();
  });
});

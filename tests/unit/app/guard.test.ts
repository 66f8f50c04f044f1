import { describe, expect, it } from 'vitest';
import { guardRoute, SHARE_ID_COOKIE_DAYS, type GuardInput } from '@/app/routes';

const visit = (pathname: string, overrides: Partial<GuardInput> = {}): ReturnType<typeof guardRoute> =>
  guardRoute({
    pathname,
    search: '',
    isFirstEntry: false,
    isMobileDevice: false,
    isLoggedIn: false,
    hasEToken: false,
    ...overrides,
  });

const firstPhoneVisit = { isFirstEntry: true, isMobileDevice: true } as const;

describe('route guard', () => {
  it('replaces a jumpable page with its /m twin on the first phone or tablet visit only, keeping the query', () => {
    const cases: Array<[string, Partial<GuardInput>, string | undefined]> = [
      ['/home', { ...firstPhoneVisit, search: '?shareId=S1' }, '/m/home?shareId=S1'],
      ['/course', firstPhoneVisit, '/m/course'],
      ['/about', firstPhoneVisit, '/m/about'],
      ['/', firstPhoneVisit, '/m/home'],
      ['/order-detail-share', { ...firstPhoneVisit, search: '?shareId=S1' }, '/m/order-detail-share?shareId=S1'],
      ['/home', { isFirstEntry: false, isMobileDevice: true }, undefined],
      ['/home', { isFirstEntry: true, isMobileDevice: false }, undefined],
      ['/news', firstPhoneVisit, undefined],
      ['/about/contact-us', firstPhoneVisit, undefined],
      ['/m/home', firstPhoneVisit, undefined],
    ];
    for (const [pathname, input, to] of cases) {
      const decision = visit(pathname, input);
      expect(decision.redirect?.to, pathname).toBe(to);
      if (to) expect(decision.redirect?.replace).toBe(true);
    }
  });

  it('saves a shareId found in the query to the client state on any page', () => {
    for (const pathname of ['/news', '/m/home', '/e/login', '/freeCourse/home']) {
      expect(visit(pathname, { search: '?shareId=S9&mobilePhone=13800000000' }).effects).toContainEqual({
        type: 'saveShareId',
        shareId: 'S9',
      });
    }
    expect(visit('/news', { search: '?shareId=' }).effects).toEqual([]);
  });

  it('sends an anonymous visitor of a desktop page needing login to /home with a warning that remembers path and query', () => {
    const refused = visit('/personal/order', { search: '?page=2' });
    expect(refused.redirect).toEqual({ to: '/home', replace: false });
    expect(refused.effects).toEqual([{ type: 'showLoginRequiredWarning', path: '/personal/order?page=2' }]);
    expect(refused.title).toBe('routes.home');
    for (const pathname of ['/course/purchase', '/video', '/small-video', '/order-detail-share', '/personal/setting']) {
      expect(visit(pathname).redirect?.to, pathname).toBe('/home');
    }
    expect(visit('/personal/order', { isLoggedIn: true }).redirect).toBeUndefined();
    expect(visit('/news').redirect).toBeUndefined();
  });

  it('sends an anonymous phone or tablet visitor of a desktop page needing login to /m/login, returning to that page with its query', () => {
    const refused = visit('/course/purchase', { search: '?courseId=7', isMobileDevice: true });
    expect(refused.redirect).toEqual({ to: '/m/login?redirect=%2Fcourse%2Fpurchase%3FcourseId%3D7', replace: true });
    // No desktop warning and no login dialog: the phone's login is a page of its own.
    expect(refused.effects).toEqual([]);
    expect(refused.title).toBe('routes.mobileLogin');
    for (const pathname of ['/personal/order', '/personal/my-course', '/video', '/course/purchase-alipay-payment']) {
      expect(visit(pathname, { isMobileDevice: true }).redirect?.to, pathname).toBe(
        `/m/login?redirect=${encodeURIComponent(pathname)}`,
      );
    }
    expect(visit('/course/purchase', { search: '?courseId=7', isMobileDevice: true, isLoggedIn: true }).redirect).toBeUndefined();
  });

  it('sends a mobile page opened with a shareId but neither mobilePhone nor code to /m/login, keeping the query and naming the page', () => {
    expect(visit('/m/home', { search: '?shareId=S1' }).redirect).toEqual({
      to: '/m/login?shareId=S1&redirect=%2Fm%2Fhome',
      replace: true,
    });
    expect(visit('/m/order-detail-share', { search: '?shareId=S1', isLoggedIn: true }).redirect?.to).toBe(
      '/m/login?shareId=S1&redirect=%2Fm%2Forder-detail-share',
    );
    expect(visit('/m/home', { search: '?shareId=S1&mobilePhone=13800000000' }).redirect).toBeUndefined();
    expect(visit('/m/home', { search: '?shareId=S1&code=x7' }).redirect).toBeUndefined();
    expect(visit('/m/login', { search: '?shareId=S1' }).redirect).toBeUndefined();
    expect(visit('/e/report', { search: '?shareId=S1', hasEToken: true }).redirect).toBeUndefined();
  });

  it('sends an anonymous visitor of a mobile page needing login to /m/login unless the query carries mobilePhone or code', () => {
    expect(visit('/m/order/success', { search: '?orderNo=1' }).redirect).toEqual({
      to: '/m/login?orderNo=1&redirect=%2Fm%2Forder%2Fsuccess',
      replace: true,
    });
    expect(visit('/m/order/success', { isLoggedIn: true }).redirect).toBeUndefined();
    expect(visit('/m/order-detail-share', { search: '?shareId=S1&mobilePhone=13800000000' }).redirect).toBeUndefined();
  });

  it(`keeps the shareId of an evaluation page in a cookie for ${SHARE_ID_COOKIE_DAYS} days`, () => {
    expect(visit('/e/login', { search: '?shareId=S2' }).effects).toContainEqual({
      type: 'saveShareIdCookie',
      shareId: 'S2',
      days: 7,
    });
    expect(visit('/m/home', { search: '?shareId=S2&code=1' }).effects.map((effect) => effect.type)).not.toContain(
      'saveShareIdCookie',
    );
  });

  it('sends a visitor holding an eToken from an evaluation login page to the report', () => {
    for (const pathname of ['/e/login', '/e/wxCode', '/e/eCode']) {
      expect(visit(pathname, { hasEToken: true }).redirect, pathname).toEqual({ to: '/e/report', replace: true });
      expect(visit(pathname).redirect, pathname).toBeUndefined();
    }
    expect(visit('/e/set-password', { hasEToken: true }).redirect).toBeUndefined();
    // The first sign-in's profile step comes right after the eToken is written.
    expect(visit('/e/next-step-login', { hasEToken: true }).redirect).toBeUndefined();
  });

  it('sends a visitor without an eToken from an evaluation page needing it to /e/login', () => {
    for (const pathname of [
      '/e/report',
      '/e/recommend-exercises',
      '/e/exercise-test-paper',
      '/e/exercises-detail',
      '/e/curriculum-detail',
      '/e/order-detail',
      '/e/mode-detail',
    ]) {
      expect(visit(pathname).redirect, pathname).toEqual({ to: '/e/login', replace: true });
      expect(visit(pathname, { hasEToken: true }).redirect, pathname).toBeUndefined();
    }
    expect(visit('/e/view-pdf').redirect).toBeUndefined();
  });

  it("lets phones and tablets into study management, which the phone's 我的 links to", () => {
    for (const pathname of ['/studymag/report', '/studymag/plan', '/studymag/detail/exercise', '/studymag/detail/learning']) {
      expect(visit(pathname, { isMobileDevice: true }).redirect, pathname).toBeUndefined();
    }
    expect(visit('/studymag', { isMobileDevice: true }).redirect).toEqual({ to: '/studymag/report', replace: true });
    expect(visit('/studymag/plan').redirect).toBeUndefined();
  });

  it('follows the redirect entries, keeping the query', () => {
    expect(visit('/', { search: '?keyWord=math' }).redirect).toEqual({ to: '/home?keyWord=math', replace: true });
    expect(visit('/about').redirect?.to).toBe('/about/cooperation');
    expect(visit('/m').redirect?.to).toBe('/m/home');
    expect(visit('/studymag').redirect?.to).toBe('/studymag/report');
  });

  it('titles the page from its route and falls back to the default title', () => {
    expect(visit('/news').title).toBe('routes.news');
    expect(visit('/about').title).toBe('routes.aboutCooperation');
    expect(visit('/no/such/page').title).toBe('routes.defaultTitle');
    expect(visit('/m/no-such-page').title).toBe('routes.defaultTitle');
  });
});

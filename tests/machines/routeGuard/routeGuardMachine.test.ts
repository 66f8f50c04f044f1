import { describe, expect, it } from 'vitest';
import { guardRoute } from '@/app/routes';
import { decideRoute, routeGuardMachine } from '@machines/routeGuard';
import { guard, navigation } from './harness';

const firstPhoneVisit = { isFirstEntry: true, isMobileDevice: true } as const;

describe('route guard machine', () => {
  it("sends a phone's first visit to a desktop page to its mobile twin, keeping the query", () => {
    expect(guard(navigation('/home', { ...firstPhoneVisit, search: '?shareId=S1' }))).toEqual({
      outcome: 'jumpedToPhoneSite',
      status: 'done',
      decision: expect.objectContaining({
        redirect: { to: '/m/home?shareId=S1', replace: true },
        effects: [{ type: 'saveShareId', shareId: 'S1' }],
        title: 'routes.mobileHome',
      }),
    });
    // /about moves to /about/cooperation, which has no twin, but /about itself has /m/about.
    expect(guard(navigation('/about', firstPhoneVisit)).decision?.redirect?.to).toBe('/m/about');
  });

  it('leaves a phone on the desktop site after its first page, and a computer on its first', () => {
    expect(guard(navigation('/home', { isMobileDevice: true })).outcome).toBe('shown');
    expect(guard(navigation('/home', { isFirstEntry: true })).outcome).toBe('shown');
    expect(guard(navigation('/news', firstPhoneVisit)).outcome).toBe('shown');
  });

  it('sends a phone without a login from a desktop page needing one to the phone login, which returns to the page and its query', () => {
    const { outcome, decision } = guard(navigation('/course/purchase', { search: '?courseId=7', isMobileDevice: true }));
    expect(outcome).toBe('sentToPhoneLogin');
    expect(decision?.redirect).toEqual({ to: '/m/login?redirect=%2Fcourse%2Fpurchase%3FcourseId%3D7', replace: true });
    expect(decision?.effects).toEqual([]);
    expect(decision?.title).toBe('routes.mobileLogin');
  });

  it('turns an anonymous computer away from a desktop page needing login to /home, pushed, with a warning that remembers the page', () => {
    const { outcome, decision } = guard(navigation('/personal/order', { search: '?page=2' }));
    expect(outcome).toBe('warnedAndSentHome');
    expect(decision?.redirect).toEqual({ to: '/home', replace: false });
    expect(decision?.effects).toEqual([{ type: 'showLoginRequiredWarning', path: '/personal/order?page=2' }]);
    expect(decision?.title).toBe('routes.home');
  });

  it('lets a logged-in visitor onto a desktop page needing login, on a computer or a phone', () => {
    expect(guard(navigation('/personal/order', { isLoggedIn: true })).outcome).toBe('shown');
    expect(guard(navigation('/personal/order', { isLoggedIn: true, isMobileDevice: true })).outcome).toBe('shown');
  });

  it("sends a mobile page shared without the visitor's phone or code to the mobile login, keeping the query and naming the page", () => {
    for (const isLoggedIn of [false, true]) {
      const { outcome, decision } = guard(navigation('/m/home', { search: '?shareId=S1', isLoggedIn }));
      expect(outcome).toBe('sentToMobileLogin');
      expect(decision?.redirect).toEqual({ to: '/m/login?shareId=S1&redirect=%2Fm%2Fhome', replace: true });
    }
    expect(guard(navigation('/m/home', { search: '?shareId=S1&mobilePhone=13800000000' })).outcome).toBe('shown');
    expect(guard(navigation('/m/home', { search: '?shareId=S1&code=x7' })).outcome).toBe('shown');
  });

  it('sends an anonymous visitor of a mobile page needing login to the mobile login, unless the query names the phone or a code', () => {
    expect(guard(navigation('/m/order/success', { search: '?orderNo=1' })).decision?.redirect).toEqual({
      to: '/m/login?orderNo=1&redirect=%2Fm%2Forder%2Fsuccess',
      replace: true,
    });
    expect(guard(navigation('/m/me')).outcome).toBe('sentToMobileLogin');
    expect(guard(navigation('/m/me', { isLoggedIn: true })).outcome).toBe('shown');
    expect(guard(navigation('/m/me', { search: '?mobilePhone=13800000000' })).outcome).toBe('shown');
    expect(guard(navigation('/m/me', { search: '?code=x7' })).outcome).toBe('shown');
  });

  it('never sends the mobile login page to itself', () => {
    expect(guard(navigation('/m/login', { search: '?shareId=S1' })).outcome).toBe('shown');
  });

  it('keeps the shareId of an evaluation page in a 7-day cookie as well as in the client state', () => {
    for (const pathname of ['/e/login', '/e/report', '/e/view-pdf']) {
      expect(guard(navigation(pathname, { search: '?shareId=S2' })).decision?.effects, pathname).toEqual([
        { type: 'saveShareId', shareId: 'S2' },
        { type: 'saveShareIdCookie', shareId: 'S2', days: 7 },
      ]);
    }
    expect(guard(navigation('/e/view-pdf')).decision?.effects).toEqual([]);
  });

  it('sends a visitor holding an eToken from an evaluation login page to the report', () => {
    const { outcome, decision } = guard(navigation('/e/wxCode', { hasEToken: true }));
    expect(outcome).toBe('sentToEvaluationReport');
    expect(decision?.redirect).toEqual({ to: '/e/report', replace: true });
    expect(decision?.title).toBe('routes.evaluationReport');
    expect(guard(navigation('/e/wxCode')).outcome).toBe('shown');
  });

  it('sends a visitor without an eToken from an evaluation page needing it to the evaluation login', () => {
    const { outcome, decision } = guard(navigation('/e/mode-detail'));
    expect(outcome).toBe('sentToEvaluationLogin');
    expect(decision?.redirect).toEqual({ to: '/e/login', replace: true });
    expect(guard(navigation('/e/mode-detail', { hasEToken: true })).outcome).toBe('shown');
  });

  it('shows the evaluation pages that neither sign in nor need the eToken, with or without one', () => {
    for (const hasEToken of [false, true]) {
      expect(guard(navigation('/e/set-password', { hasEToken })).outcome).toBe('shown');
      expect(guard(navigation('/e/view-pdf', { hasEToken })).outcome).toBe('shown');
    }
  });

  it('follows a moved address to where its redirect entries lead, keeping the query', () => {
    const { outcome, decision } = guard(navigation('/', { search: '?keyWord=math' }));
    expect(outcome).toBe('redirectedFromMovedAddress');
    expect(decision?.redirect).toEqual({ to: '/home?keyWord=math', replace: true });
    expect(guard(navigation('/m')).decision?.redirect?.to).toBe('/m/home');
    expect(guard(navigation('/studymag', { isMobileDevice: true })).decision?.redirect?.to).toBe('/studymag/report');
  });

  it('shows any other page, titled by its route or the default title', () => {
    expect(guard(navigation('/news'))).toEqual({
      outcome: 'shown',
      status: 'done',
      decision: expect.objectContaining({ title: 'routes.news', effects: [] }),
    });
    expect(guard(navigation('/news')).decision).not.toHaveProperty('redirect');
    expect(guard(navigation('/no/such/page')).decision?.title).toBe('routes.defaultTitle');
  });

  it('decides by the first rule that applies: the jump to the phone site comes before the login', () => {
    expect(guard(navigation('/order-detail-share', { ...firstPhoneVisit, search: '?shareId=S1' })).outcome).toBe(
      'jumpedToPhoneSite',
    );
    expect(guard(navigation('/order-detail-share', { isMobileDevice: true })).outcome).toBe('sentToPhoneLogin');
  });

  it('decides at once without starting anything: the same decision without an actor, and nothing for the app to provide', () => {
    const input = navigation('/personal/order', { search: '?shareId=S1' });
    expect(decideRoute(input)).toEqual(guard(input).decision);
    expect(guardRoute({ ...input, search: 'shareId=S1' })).toEqual(guard(input).decision);
    expect(Object.keys(routeGuardMachine.implementations.actors)).toEqual([]);
    expect(Object.keys(routeGuardMachine.implementations.delays)).toEqual([]);
  });
});

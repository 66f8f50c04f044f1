import type { RouteGuardOutcome } from './routeGuardMachine';
import type { RouteGuardInput } from './types';

/** A later navigation of a desktop visitor who is not logged in, with no query. */
const anonymousDesktopVisit: Omit<RouteGuardInput, 'pathname'> = {
  search: '',
  query: {},
  isFirstEntry: false,
  isMobileDevice: false,
  isLoggedIn: false,
  hasEToken: false,
};

/** A typical navigation that ends in each outcome, for stories and tests. */
export const routeGuardSamples: Readonly<Record<RouteGuardOutcome, RouteGuardInput>> = {
  jumpedToPhoneSite: {
    ...anonymousDesktopVisit,
    pathname: '/home',
    search: '?shareId=S1',
    query: { shareId: 'S1' },
    isFirstEntry: true,
    isMobileDevice: true,
  },
  sentToPhoneLogin: { ...anonymousDesktopVisit, pathname: '/course/purchase', search: '?courseId=7', isMobileDevice: true },
  warnedAndSentHome: { ...anonymousDesktopVisit, pathname: '/personal/order', search: '?page=2' },
  sentToMobileLogin: {
    ...anonymousDesktopVisit,
    pathname: '/m/order-detail-share',
    search: '?shareId=S1',
    query: { shareId: 'S1' },
  },
  sentToEvaluationReport: { ...anonymousDesktopVisit, pathname: '/e/login', hasEToken: true },
  sentToEvaluationLogin: { ...anonymousDesktopVisit, pathname: '/e/report', search: '?shareId=S2', query: { shareId: 'S2' } },
  redirectedFromMovedAddress: { ...anonymousDesktopVisit, pathname: '/', search: '?keyWord=math', query: { keyWord: 'math' } },
  shown: { ...anonymousDesktopVisit, pathname: '/news' },
};

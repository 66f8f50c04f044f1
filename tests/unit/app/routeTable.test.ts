import { describe, expect, it } from 'vitest';
import { parseRouteQuery, toAppRoute } from '@/app/routes';
import { matchRoute, resolvePath } from '@contract/routes/match';
import { routePages, routeRedirects, routeTable } from '@contract/routes/table';
import { routeLayouts } from '@contract/routes/types';
import { en } from '@/i18n/locales/en';
import { zhCN } from '@/i18n/locales/zh-CN';

/** SPEC §2, transcribed path by path. */
const specPaths = [
  '/home',
  '/register',
  '/fackback',
  '/faq/table',
  '/faq/trainer',
  '/course',
  '/course/more',
  '/course/chapter',
  '/course/chaptersub',
  '/course/purchase',
  '/course/purchase-alipay-payment',
  '/news',
  '/news/detail',
  '/smarter',
  '/smarter/detail',
  '/about/cooperation',
  '/about/acontact-ensure',
  '/about/contact-us',
  '/about/legal-notice',
  '/about/teachers-in',
  '/about/aboutUserAgreement',
  '/about/aboutPriAgreement',
  '/about/tender-announcement',
  '/personal/collected',
  '/personal/feckback',
  '/personal/notification',
  '/personal/my-course',
  '/personal/my-course-chapter',
  '/personal/order',
  '/personal/order-detail',
  '/personal/order-change',
  '/personal/setting',
  '/order-detail-share',
  '/search',
  '/video',
  '/small-video',
  '/webAgreement',
  '/businesslicense',
  '/saleslicence',
  '/error/500',
  '/m/home',
  '/m/gift',
  '/m/about',
  '/m/course',
  '/m/ensure',
  '/m/login',
  '/m/order-detail-share',
  '/m/order/success',
  '/m/download',
  // Not in SPEC: the phone's personal area (issue 38).
  '/m/me',
  '/manual/middleSchool',
  '/manual/highSchool',
  '/e/login',
  '/e/wxCode',
  '/e/eCode',
  '/e/retrieve-password',
  '/e/set-password',
  '/e/next-step-login',
  '/e/user-agreement',
  '/e/privacy-agrement',
  '/e/view-pdf',
  '/e/report',
  '/e/recommend-exercises',
  '/e/exercise-test-paper',
  '/e/exercises-detail',
  '/e/curriculum-detail',
  '/e/order-detail',
  '/e/mode-detail',
  '/freeCourse/home',
  '/freeCourse/watch',
  '/myCourse/login',
  '/myCourse/index',
  '/myCourse/send',
  '/myCourse/video',
  ...['Tiktok', 'Tencent', 'Headlines'].flatMap((channel) =>
    ['index', 'payment-login', 'payment-detail'].map((page) => `/liveSignup${channel}/${page}`),
  ),
  '/checkService/index',
  '/parentCode/bindPhoneCode',
  '/parentCode/bindParentCode',
  '/parentCode/choiceRelationship',
  '/parentCode/relationshipList',
  '/parentCode/bindCodeFull',
  '/simgle/page',
  '/studymag/report',
  '/studymag/plan',
  '/studymag/detail/exercise',
  '/studymag/detail/learning',
  // Not in SPEC: lesson practice and the wrong-answer book (issue 43).
  '/studymag/wrong-book',
  '/studymag/practice',
  '/personal/child-report',
];

const authPaths = [
  '/course/purchase',
  '/course/purchase-alipay-payment',
  '/order-detail-share',
  '/video',
  '/small-video',
  '/m/order-detail-share',
  '/m/order/success',
  '/m/me',
  '/studymag/wrong-book',
  '/studymag/practice',
  ...specPaths.filter((path) => path.startsWith('/personal/')),
];

describe('route table', () => {
  it('declares every SPEC path, and each resolves to its own page', () => {
    for (const path of specPaths) {
      const route = matchRoute(path);
      expect(route.path, path).toBe(path);
      expect(route.notFound, path).toBe(false);
    }
    expect(routeTable.filter((route) => !route.notFound)).toHaveLength(specPaths.length);
  });

  it('declares each path once and gives each page its own id', () => {
    const paths = routeTable.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(routePages).toHaveLength(routeTable.length);
  });

  it('shows the 404 page for unknown paths and the mobile 404 for unknown paths under /m', () => {
    expect(matchRoute('/no/such/page')).toMatchObject({ notFound: true, area: 'desktop', layout: 'desktop' });
    expect(matchRoute('/e/unknown')).toMatchObject({ notFound: true, area: 'desktop' });
    expect(matchRoute('/m/anything-unknown')).toMatchObject({ notFound: true, area: 'mobile', layout: 'mobile' });
    expect(matchRoute('/m/order')).toMatchObject({ notFound: true, area: 'mobile' });
    expect(matchRoute('/mobile')).toMatchObject({ notFound: true, area: 'desktop' });
  });

  it('matches a path whatever its case or trailing slash', () => {
    expect(matchRoute('/News/').path).toBe('/news');
    expect(matchRoute('/e/wxcode').path).toBe('/e/wxCode');
  });

  it('redirects /, /about, /m and /studymag to their first page', () => {
    expect(Object.fromEntries(routeRedirects.map((redirect) => [redirect.from, resolvePath(redirect.from).route.path]))).toEqual({
      '/': '/home',
      '/about': '/about/cooperation',
      '/m': '/m/home',
      '/studymag': '/studymag/report',
    });
  });

  it('asks for login exactly on the pages SPEC marks (auth)', () => {
    expect(
      routeTable
        .filter((route) => route.requiresAuth)
        .map((route) => route.path)
        .sort(),
    ).toEqual([...authPaths].sort());
  });

  it('asks for the eToken on the seven evaluation pages SPEC marks (auth), and on no other page', () => {
    expect(routeTable.filter((route) => route.requiresEvaluationAuth).map((route) => route.path)).toEqual([
      '/e/report',
      '/e/recommend-exercises',
      '/e/exercise-test-paper',
      '/e/exercises-detail',
      '/e/curriculum-detail',
      '/e/order-detail',
      '/e/mode-detail',
    ]);
    expect(routeTable.filter((route) => route.isLoginRoute).every((route) => route.area === 'evaluation')).toBe(true);
  });

  it('makes only desktop pages with an /m twin at the same path jumpable', () => {
    const jumpable = [
      ...routeTable.filter((route) => route.jumpable).map((route) => route.path),
      ...routeRedirects.filter((r) => r.jumpable).map((r) => r.from),
    ];
    expect(jumpable.length).toBeGreaterThan(0);
    for (const path of jumpable) {
      expect(matchRoute(`/m${path}`).notFound, path).toBe(false);
      expect(matchRoute(path).area === 'mobile', path).toBe(false);
    }
  });

  it('draws /about children with the sidebar layout and the agreement and licence pages bare', () => {
    expect(routeTable.filter((route) => route.path.startsWith('/about/')).every((route) => route.layout === 'about')).toBe(true);
    for (const path of ['/webAgreement', '/businesslicense', '/saleslicence']) expect(matchRoute(path).layout).toBe('bare');
    expect(routeTable.every((route) => (routeLayouts as readonly string[]).includes(route.layout))).toBe(true);
  });

  it('has the server draw only public pages, every page that opens with its answers among them', () => {
    const drawn = routeTable.filter((route) => route.drawnOnServer);
    expect(drawn.length).toBeGreaterThan(20);
    for (const route of drawn) expect(route.requiresAuth || route.requiresEvaluationAuth, route.path).toBe(false);
    for (const route of routeTable.filter((entry) => entry.opening)) expect(route.drawnOnServer, route.path).toBe(true);
    // Pages that open with a form, or that are drawn by who asks, are left to the browser.
    for (const path of ['/register', '/m/download', '/m/gift', '/m/ensure', '/e/login']) {
      expect(routeTable.find((route) => route.path === path)?.drawnOnServer, path).toBe(false);
    }
  });

  it('titles every page with a message present in both locales', () => {
    for (const route of routeTable.filter((r) => r.title)) {
      const key = (route.title ?? '').replace(/^routes\./, '') as keyof typeof zhCN.routes;
      expect(zhCN.routes[key], route.path).toBeTruthy();
      expect(en.routes[key], route.path).toBeTruthy();
    }
  });
});

describe('route query', () => {
  it('reads shareId, code, mobilePhone and keyWord and ignores blank or other parameters', () => {
    expect(parseRouteQuery('?shareId=S1&code=c2&mobilePhone=13800000000&keyWord=%E6%95%B0%E5%AD%A6&x=1')).toEqual({
      shareId: 'S1',
      code: 'c2',
      mobilePhone: '13800000000',
      keyWord: '数学',
    });
    expect(parseRouteQuery('keyWord=+&shareId=')).toEqual({});
  });
});

describe('the route as the app machine sees it', () => {
  it('carries the login flag and area of the page', () => {
    expect(toAppRoute('/video', 'id=3')).toEqual({ pathname: '/video', search: '?id=3', requiresAuth: true, area: 'desktop' });
    expect(toAppRoute('/e/order-detail', '')).toEqual({
      pathname: '/e/order-detail',
      search: '',
      requiresAuth: false,
      area: 'evaluation',
    });
  });
});

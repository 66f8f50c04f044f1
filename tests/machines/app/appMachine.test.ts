import { describe, expect, it } from 'vitest';
import { loggedInInput, routes, startApp, student } from './harness';

describe('app machine: start', () => {
  it('starts anonymous with the login modal closed when nothing was stored', () => {
    const { actor } = startApp();
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toEqual({ session: { anonymous: 'idle' }, loginModal: 'closed' });
    expect(snapshot.context.user).toBeNull();
    expect(snapshot.context.loginModal).toEqual({ modal: false, type: 'login' });
  });

  it('starts logged in with the user, token and search history restored from storage', () => {
    const { actor } = startApp({ ...loggedInInput, searchHistory: ['数学', '英语'] });
    const { context, value } = actor.getSnapshot();
    expect(value).toEqual({ session: { loggedIn: 'idle' }, loginModal: 'closed' });
    expect(context.user).toEqual(student);
    expect(context.tokens).toEqual({ RS1001: 'token-1' });
    expect(context.searchHistory).toEqual(['数学', '英语']);
  });
});

describe('app machine: login', () => {
  it('warns an anonymous visitor turned away from a page, then opens the login modal remembering that page', () => {
    const { actor } = startApp({ route: routes.news });
    actor.send({ type: 'route.loginRequired', path: '/personal/order?page=2' });
    expect(actor.getSnapshot().hasTag('loginRequiredNotice')).toBe(true);
    expect(actor.getSnapshot().hasTag('loginModalOpen')).toBe(false);
    actor.send({ type: 'notice.confirm' });
    const snapshot = actor.getSnapshot();
    expect(snapshot.hasTag('loginRequiredNotice')).toBe(false);
    expect(snapshot.hasTag('loginModalOpen')).toBe(true);
    expect(snapshot.context.loginModal).toEqual({ modal: true, type: 'login' });
    expect(snapshot.context.loginInterceptPath).toBe('/personal/order?page=2');
  });

  it('saves the user and token, closes the modal and returns to the intercepted path', () => {
    const { actor, effects } = startApp({ route: routes.news });
    actor.send({ type: 'loginModal.open', interceptPath: '/personal/order?page=2' });
    actor.send({ type: 'login.succeeded', user: student, token: 'token-2' });
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toEqual({ session: { loggedIn: 'idle' }, loginModal: 'closed' });
    expect(snapshot.context.user).toEqual(student);
    expect(snapshot.context.tokens).toEqual({ RS1001: 'token-2' });
    expect(snapshot.context.loginInterceptPath).toBeNull();
    expect(effects.persistUser).toHaveBeenCalledWith({ user: student, token: 'token-2' });
    expect(effects.navigate).toHaveBeenCalledExactlyOnceWith({ to: '/personal/order?page=2' });
    expect(effects.loadPage).not.toHaveBeenCalled();
  });

  it('loads the intercepted player page afresh instead of navigating to it', () => {
    for (const path of ['/video?id=7', '/small-video']) {
      const { actor, effects } = startApp({ route: routes.video });
      actor.send({ type: 'loginModal.open', interceptPath: path });
      actor.send({ type: 'login.succeeded', user: student, token: 't' });
      expect(effects.loadPage, path).toHaveBeenCalledExactlyOnceWith({ to: path });
      expect(effects.navigate, path).not.toHaveBeenCalled();
    }
  });

  it('takes a visitor turned away from a player page to that page after login, not back to /home', () => {
    const { actor, effects } = startApp({ route: routes.news });
    actor.send({ type: 'route.loginRequired', path: '/small-video' });
    actor.send({ type: 'notice.confirm' });
    actor.send({ type: 'login.succeeded', user: student, token: 't' });
    expect(effects.loadPage).toHaveBeenCalledExactlyOnceWith({ to: '/small-video' });
  });

  it('opens the shared order after login when a shareId was remembered and no page was intercepted', () => {
    const { actor, effects } = startApp({ route: routes.news });
    actor.send({ type: 'shareId.save', shareId: 'S1' });
    actor.send({ type: 'loginModal.open' });
    actor.send({ type: 'login.succeeded', user: student, token: 't' });
    expect(effects.navigate).toHaveBeenCalledExactlyOnceWith({ to: '/order-detail-share?shareId=S1' });
  });

  it('goes on to the page a login page named, ahead of a remembered shareId, without opening the dialog', () => {
    const { actor, effects } = startApp({ route: routes.news });
    actor.send({ type: 'shareId.save', shareId: 'S1' });
    actor.send({ type: 'login.returnPathSet', path: '/m/order-detail-share?shareId=S1&mobilePhone=13800138000' });
    expect(actor.getSnapshot().hasTag('loginModalOpen')).toBe(false);
    actor.send({ type: 'login.succeeded', user: student, token: 't' });
    expect(effects.navigate).toHaveBeenCalledExactlyOnceWith({
      to: '/m/order-detail-share?shareId=S1&mobilePhone=13800138000',
    });
    expect(actor.getSnapshot().context.loginInterceptPath).toBeNull();
  });

  it('replaces the phone login page with the page it returns to, so going back leads to the page before it', () => {
    const { actor, effects } = startApp({ route: { pathname: '/m/login', search: '', requiresAuth: false, area: 'mobile' } });
    actor.send({ type: 'login.returnPathSet', path: '/course/purchase?courseId=7' });
    actor.send({ type: 'login.succeeded', user: student, token: 't' });
    expect(effects.navigate).toHaveBeenCalledExactlyOnceWith({ to: '/course/purchase?courseId=7', replace: true });
  });

  it('goes to / after a login made on the registration page', () => {
    const { actor, effects } = startApp({ route: routes.register });
    actor.send({ type: 'loginModal.open' });
    actor.send({ type: 'login.succeeded', user: student, token: 't' });
    expect(effects.navigate).toHaveBeenCalledExactlyOnceWith({ to: '/' });
  });

  it('stays on the page after a plain login elsewhere', () => {
    const { actor, effects } = startApp({ route: routes.news });
    actor.send({ type: 'loginModal.open' });
    actor.send({ type: 'loginModal.switch', modalType: 'sms' });
    expect(actor.getSnapshot().context.loginModal).toEqual({ modal: true, type: 'sms' });
    actor.send({ type: 'login.succeeded', user: student, token: 't' });
    expect(effects.navigate).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.loginModal).toEqual({ modal: false, type: 'login' });
  });

  it('closing the modal forgets the intercepted path and leaves a page needing login for /home', () => {
    const { actor, effects } = startApp({ route: routes.order });
    actor.send({ type: 'loginModal.open', modalType: 'sms', interceptPath: '/personal/setting' });
    actor.send({ type: 'loginModal.close' });
    expect(actor.getSnapshot().hasTag('loginModalOpen')).toBe(false);
    expect(actor.getSnapshot().context.loginModal).toEqual({ modal: false, type: 'login' });
    expect(actor.getSnapshot().context.loginInterceptPath).toBeNull();
    expect(effects.navigate).toHaveBeenCalledExactlyOnceWith({ to: '/home' });
  });

  it('closing the modal on a public page, or while logged in, stays on the page', () => {
    const anonymous = startApp({ route: routes.news });
    anonymous.actor.send({ type: 'loginModal.open' });
    anonymous.actor.send({ type: 'loginModal.close' });
    expect(anonymous.effects.navigate).not.toHaveBeenCalled();

    const loggedIn = startApp({ ...loggedInInput, route: routes.order });
    loggedIn.actor.send({ type: 'loginModal.open' });
    loggedIn.actor.send({ type: 'loginModal.close' });
    expect(loggedIn.effects.navigate).not.toHaveBeenCalled();
  });

  it('merges and saves changes to the logged-in user, such as a chosen grade', () => {
    const { actor, effects } = startApp({ ...loggedInInput, route: routes.news });
    actor.send({ type: 'user.updated', changes: { isSetClass: 2, isClassUpgrade: 2, name: '王同学' } });
    expect(actor.getSnapshot().context.user).toEqual({ ...student, name: '王同学' });
    expect(effects.persistUser).toHaveBeenCalledWith({ user: { ...student, name: '王同学' }, token: 'token-1' });
  });
});

describe('app machine: logout', () => {
  it('asks for confirmation and keeps the user when the visitor cancels', () => {
    const { actor, effects } = startApp({ ...loggedInInput, route: routes.order });
    actor.send({ type: 'logout.request' });
    expect(actor.getSnapshot().hasTag('confirmingLogout')).toBe(true);
    actor.send({ type: 'logout.cancel' });
    expect(actor.getSnapshot().hasTag('confirmingLogout')).toBe(false);
    expect(actor.getSnapshot().context.user).toEqual(student);
    expect(effects.clearPersistedUser).not.toHaveBeenCalled();
  });

  it('clears the user and returns to /home when the page needs login', () => {
    const { actor, effects } = startApp({ ...loggedInInput, route: routes.order });
    actor.send({ type: 'logout.request' });
    actor.send({ type: 'logout.confirm' });
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toEqual({ session: { anonymous: 'idle' }, loginModal: 'closed' });
    expect(snapshot.context.user).toBeNull();
    expect(snapshot.context.tokens).toEqual({});
    expect(effects.clearPersistedUser).toHaveBeenCalledWith({ rsNo: 'RS1001' });
    expect(effects.navigate).toHaveBeenCalledExactlyOnceWith({ to: '/home' });
  });

  it('ends the session on the server with the token it had', () => {
    const { actor, effects } = startApp({ ...loggedInInput, route: routes.news });
    actor.send({ type: 'logout.request' });
    actor.send({ type: 'logout.confirm' });
    expect(effects.endServerSession).toHaveBeenCalledExactlyOnceWith({ token: 'token-1' });
  });

  it('does not end a session on the server when the server already ended it', () => {
    const { actor, effects } = startApp({ ...loggedInInput, route: routes.news });
    actor.send({ type: 'session.expired', message: '登录已失效，请重新登录' });
    expect(effects.endServerSession).not.toHaveBeenCalled();
  });

  it('clears the user but stays on a public page', () => {
    const { actor, effects } = startApp({ ...loggedInInput, route: routes.news });
    actor.send({ type: 'logout.request' });
    actor.send({ type: 'logout.confirm' });
    expect(actor.getSnapshot().context.user).toBeNull();
    expect(effects.navigate).not.toHaveBeenCalled();
  });
});

describe('app machine: session expiry', () => {
  it('clears the user and shows the server message, then opens the login modal remembering the current page', () => {
    const { actor, effects } = startApp({ ...loggedInInput, route: routes.order });
    actor.send({ type: 'session.expired', message: '登录已失效，请重新登录' });
    let snapshot = actor.getSnapshot();
    expect(snapshot.hasTag('sessionExpiredNotice')).toBe(true);
    expect(snapshot.context.sessionExpiredMessage).toBe('登录已失效，请重新登录');
    expect(snapshot.context.user).toBeNull();
    expect(effects.clearPersistedUser).toHaveBeenCalledWith({ rsNo: 'RS1001' });

    actor.send({ type: 'session.expired', message: '账号在别处登录' });
    expect(actor.getSnapshot().context.sessionExpiredMessage).toBe('登录已失效，请重新登录');

    actor.send({ type: 'notice.confirm' });
    snapshot = actor.getSnapshot();
    expect(snapshot.hasTag('sessionExpiredNotice')).toBe(false);
    expect(snapshot.hasTag('loginModalOpen')).toBe(true);
    expect(snapshot.context.loginInterceptPath).toBe('/personal/order?page=2');
    expect(snapshot.context.sessionExpiredMessage).toBeNull();
    expect(effects.navigate).not.toHaveBeenCalled();
  });

  it('in the evaluation area shows the message and goes to /e/login, returning to the page afterwards', () => {
    const { actor, effects } = startApp({ ...loggedInInput, route: routes.evaluationReport });
    actor.send({ type: 'session.expired', message: '请重新登录' });
    expect(actor.getSnapshot().hasTag('sessionExpiredNotice')).toBe(false);
    expect(effects.showToast).toHaveBeenCalledWith({ message: '请重新登录' });
    expect(effects.clearEvaluationToken).toHaveBeenCalledOnce();
    expect(effects.navigate).toHaveBeenCalledExactlyOnceWith({
      to: '/e/login?redirect=%2Fe%2Freport%3FshareId%3DS1',
      replace: true,
    });
    // The evaluation area has its own token; the desktop login is left alone.
    expect(actor.getSnapshot().context.user).toEqual(student);
  });

  it('from /e/order-detail sends the visitor to /e/login with /e/report as the page to return to', () => {
    const { actor, effects } = startApp({ route: routes.evaluationOrder });
    actor.send({ type: 'session.expired', message: '请重新登录' });
    expect(effects.navigate).toHaveBeenCalledExactlyOnceWith({ to: '/e/login?redirect=%2Fe%2Freport', replace: true });
  });

  it('follows the page the visitor is on', () => {
    const { actor, effects } = startApp({ route: routes.news });
    actor.send({ type: 'route.changed', route: routes.evaluationOrder });
    actor.send({ type: 'session.expired', message: '请重新登录' });
    expect(effects.navigate).toHaveBeenCalledOnce();
    actor.send({ type: 'route.changed', route: routes.news });
    actor.send({ type: 'session.expired', message: '请重新登录' });
    expect(actor.getSnapshot().hasTag('sessionExpiredNotice')).toBe(true);
  });
});

describe('app machine: shared page state', () => {
  it('sets the request time-out flag on a time-out and clears it on the next success', () => {
    const { actor } = startApp();
    actor.send({ type: 'request.succeeded' });
    expect(actor.getSnapshot().context.requestTimedOut).toBe(false);
    actor.send({ type: 'request.timeout' });
    expect(actor.getSnapshot().context.requestTimedOut).toBe(true);
    actor.send({ type: 'request.timeout' });
    expect(actor.getSnapshot().context.requestTimedOut).toBe(true);
    actor.send({ type: 'request.succeeded' });
    expect(actor.getSnapshot().context.requestTimedOut).toBe(false);
  });

  it('records searches by the history rules and saves the history', () => {
    const { actor, effects } = startApp({ searchHistory: ['1', '2', '3', '4', '5', '数学'] });
    actor.send({ type: 'search.submit', keyword: ' 数学 ' });
    expect(actor.getSnapshot().context.searchKeyword).toBe('数学');
    expect(actor.getSnapshot().context.searchHistory).toEqual(['数学', '1', '2', '3', '4', '5']);
    actor.send({ type: 'search.submit', keyword: '物理' });
    expect(actor.getSnapshot().context.searchHistory).toEqual(['物理', '数学', '1', '2', '3', '4']);
    actor.send({ type: 'search.submit', keyword: '  ' });
    expect(actor.getSnapshot().context.searchHistory).toHaveLength(6);
    expect(effects.persistSearchHistory).toHaveBeenLastCalledWith({ history: ['物理', '数学', '1', '2', '3', '4'] });
    actor.send({ type: 'search.clearHistory' });
    expect(actor.getSnapshot().context.searchHistory).toEqual([]);
    expect(effects.persistSearchHistory).toHaveBeenLastCalledWith({ history: [] });
  });

  it('removes one keyword from the history and saves what is left', () => {
    const { actor, effects } = startApp({ searchHistory: ['物理', '数学', '英语'] });
    actor.send({ type: 'search.removeEntry', keyword: '数学' });
    expect(actor.getSnapshot().context.searchHistory).toEqual(['物理', '英语']);
    expect(effects.persistSearchHistory).toHaveBeenLastCalledWith({ history: ['物理', '英语'] });
    actor.send({ type: 'search.removeEntry', keyword: '化学' });
    expect(actor.getSnapshot().context.searchHistory).toEqual(['物理', '英语']);
  });

  it('keeps each kept-alive page once and drops it on removal', () => {
    const { actor } = startApp();
    actor.send({ type: 'keepAlive.add', page: 'desktop/news' });
    actor.send({ type: 'keepAlive.add', page: 'desktop/home' });
    actor.send({ type: 'keepAlive.add', page: 'desktop/news' });
    expect(actor.getSnapshot().context.keptAlivePages).toEqual(['desktop/news', 'desktop/home']);
    actor.send({ type: 'keepAlive.remove', page: 'desktop/news' });
    expect(actor.getSnapshot().context.keptAlivePages).toEqual(['desktop/home']);
  });

  it('holds the shared order id until it is cleared', () => {
    const { actor } = startApp();
    actor.send({ type: 'shareId.save', shareId: 'S7' });
    expect(actor.getSnapshot().context.shareId).toBe('S7');
    actor.send({ type: 'shareId.clear' });
    expect(actor.getSnapshot().context.shareId).toBeNull();
  });

  it('keeps no copies of server answers that the pages read through their queries', () => {
    const { actor } = startApp();
    const fields = Object.keys(actor.getSnapshot().context);
    for (const copy of ['learningDetail', 'exerciseDetail', 'shareParam', 'exercisesInfo', 'evaluationRecommendedExercises']) {
      expect(fields).not.toContain(copy);
    }
  });
});

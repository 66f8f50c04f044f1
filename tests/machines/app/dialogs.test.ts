import { describe, expect, it } from 'vitest';
import type { AppRoute } from '@machines/app';
import { routes, startApp, student } from './harness';

const course: AppRoute = { pathname: '/course/chapter', search: '?courseId=12', requiresAuth: false, area: 'desktop' };

describe('the login dialog and registering', () => {
  it('closes the login dialog before opening the register page', () => {
    const { actor, effects } = startApp({ route: course });
    actor.send({ type: 'loginModal.open' });
    actor.send({ type: 'loginModal.register' });
    expect(actor.getSnapshot().hasTag('loginModalOpen')).toBe(false);
    expect(effects.navigate).toHaveBeenCalledWith({ to: '/register' });
  });

  it('returns a family who registered from the login dialog to the course they were on', () => {
    const { actor, effects } = startApp({ route: course });
    actor.send({ type: 'loginModal.open' });
    actor.send({ type: 'loginModal.register' });
    actor.send({ type: 'route.changed', route: routes.register });
    effects.navigate.mockClear();
    actor.send({ type: 'login.succeeded', user: student, token: 'token-2' });
    expect(effects.navigate).toHaveBeenCalledWith({ to: '/course/chapter?courseId=12' });
  });

  it('returns them to the page that asked for a login, when one did', () => {
    const { actor, effects } = startApp({ route: routes.news });
    actor.send({ type: 'route.loginRequired', path: '/personal/order?page=2' });
    actor.send({ type: 'notice.confirm' });
    actor.send({ type: 'loginModal.register' });
    actor.send({ type: 'route.changed', route: routes.register });
    actor.send({ type: 'login.succeeded', user: student, token: 'token-2' });
    expect(effects.navigate).toHaveBeenLastCalledWith({ to: '/personal/order?page=2' });
  });

  it('reloads a player page they registered from, as a login does', () => {
    const { actor, effects } = startApp({ route: routes.news });
    actor.send({ type: 'loginModal.open', interceptPath: '/video?id=7' });
    actor.send({ type: 'loginModal.register' });
    actor.send({ type: 'route.changed', route: routes.register });
    actor.send({ type: 'login.succeeded', user: student, token: 'token-2' });
    expect(effects.loadPage).toHaveBeenCalledWith({ to: '/video?id=7' });
  });

  it('returns a family who registered from the phone login page to where that login would have gone', () => {
    const phoneLogin: AppRoute = {
      pathname: '/m/login',
      search: '?redirect=%2Fcourse%2Fpurchase%3FcourseId%3D12',
      requiresAuth: false,
      area: 'mobile',
    };
    const { actor, effects } = startApp({ route: phoneLogin });
    actor.send({ type: 'register.open', returnPath: '/course/purchase?courseId=12' });
    expect(effects.navigate).toHaveBeenCalledWith({ to: '/register' });
    actor.send({ type: 'route.changed', route: routes.register });
    effects.navigate.mockClear();
    actor.send({ type: 'login.succeeded', user: student, token: 'token-2' });
    expect(effects.navigate).toHaveBeenCalledWith({ to: '/course/purchase?courseId=12' });
  });

  it('keeps the rule of a direct visit to /register: registering goes to /', () => {
    const { actor, effects } = startApp({ route: routes.register });
    actor.send({ type: 'login.succeeded', user: student, token: 'token-2' });
    expect(effects.navigate).toHaveBeenCalledWith({ to: '/' });
  });

  it('forgets the way back once the family leaves the register page', () => {
    const { actor, effects } = startApp({ route: course });
    actor.send({ type: 'loginModal.open' });
    actor.send({ type: 'loginModal.register' });
    actor.send({ type: 'route.changed', route: routes.register });
    actor.send({ type: 'route.changed', route: routes.news });
    expect(actor.getSnapshot().context.registerReturnPath).toBeNull();
    actor.send({ type: 'route.changed', route: routes.register });
    actor.send({ type: 'login.succeeded', user: student, token: 'token-2' });
    expect(effects.navigate).toHaveBeenLastCalledWith({ to: '/' });
  });
});

describe('session notices and the login dialog', () => {
  it('does not put a second session notice over the login dialog the first one opened', () => {
    const { actor } = startApp({ storedUser: { user: student, token: 'token-1' }, route: routes.order });
    actor.send({ type: 'session.expired', message: '登录已失效' });
    actor.send({ type: 'notice.confirm' });
    expect(actor.getSnapshot().hasTag('loginModalOpen')).toBe(true);
    actor.send({ type: 'session.expired', message: '请先登录' });
    const snapshot = actor.getSnapshot();
    expect(snapshot.hasTag('sessionExpiredNotice')).toBe(false);
    expect(snapshot.hasTag('loginModalOpen')).toBe(true);
  });

  it('still shows the notice when no login dialog is open', () => {
    const { actor } = startApp({ storedUser: { user: student, token: 'token-1' }, route: routes.order });
    actor.send({ type: 'session.expired', message: '登录已失效' });
    expect(actor.getSnapshot().hasTag('sessionExpiredNotice')).toBe(true);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as inspector from '../../../../contract/api/schemas/admin/inspector';
import { API_STATUS } from '../../../../contract/api/schemas/status';
import { checkInspectorLink, INSPECTOR_LINK_MESSAGES } from '../../../../contract/api/schemas/web/inspector';
import { auditEntries } from '../../../../server/src/modules/console';
import {
  checkInspectorToken,
  INSPECTOR_LINKS_OFF,
  mintInspectorLink,
  mintInspectorToken,
} from '../../../../server/src/modules/console/inspectorLinks';
import { loadConfig } from '../../../../server/src/platform/config';
import { DEMO_ACCOUNTS } from '../../../../server/src/platform/db/seed';
import { createTestApp, type TestApp } from '../../support/testApp';
import { problemsOf, productionEnv } from '../../support/productionEnv';
import { advance, loginFully } from '../accounts/helpers';
import { staffSignIns } from './staffHelpers';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const { signIn } = staffSignIns(() => t);

const tokenOf = (link: string) => new URL(link, 'http://site.invalid').searchParams.get('inspect')!;

describe('inspector links from the console', () => {
  it('gives any signed-in staff member a link to a page of the site that is good for 15 minutes', async () => {
    const token = await signIn('readOnly');
    const minted = await t.ok(inspector.mintInspectorLink, { path: '/course/chapter?courseId=12' }, { token });
    expect(tokenOf(minted.link)).toBe(minted.token);
    expect(minted.link).toBe(`/course/chapter?courseId=12&inspect=${minted.token}`);
    expect(new Date(minted.expiresAt).getTime() - t.clock.now.getTime()).toBe(15 * 60_000);

    const checked = await t.ok(checkInspectorLink, { token: minted.token });
    expect(checked.expiresAt).toBe(minted.expiresAt);

    const logged = await auditEntries(t.db, { entity: 'page', entityId: '/course/chapter?courseId=12' });
    expect(logged.map((entry) => [entry.action, entry.after])).toEqual([['inspector.link', { expiresAt: minted.expiresAt }]]);
  });

  it('links to the home page when no page is named, and refuses an address outside the site', async () => {
    const token = await signIn('service');
    const minted = await t.ok(inspector.mintInspectorLink, {}, { token });
    expect(minted.link).toBe(`/home?inspect=${minted.token}`);
    expect(await t.fails(inspector.mintInspectorLink, { path: '//evil.example/home' }, { token })).toMatch('站内地址');
  });

  it('refuses to make links for a family’s session and for no session', async () => {
    const family = await loginFully(t, DEMO_ACCOUNTS.student.phone, DEMO_ACCOUNTS.student.password);
    expect((await t.call(inspector.mintInspectorLink, {}, { token: family })).status).toBe(API_STATUS.sessionInvalid);
    expect((await t.call(inspector.mintInspectorLink, {})).status).toBe(API_STATUS.notLoggedIn);
  });
});

describe('checking an inspector link', () => {
  it('answers that a link is expired once its 15 minutes are over', async () => {
    const token = await signIn('owner');
    const minted = await t.ok(inspector.mintInspectorLink, { path: '/news' }, { token });
    advance(t, 15 * 60 - 1);
    await t.ok(checkInspectorLink, { token: minted.token });
    advance(t, 1);
    expect(await t.fails(checkInspectorLink, { token: minted.token })).toBe(INSPECTOR_LINK_MESSAGES.expired);
  });

  it('answers that a forged or altered token is invalid, however far its expiry lies', async () => {
    const forged = mintInspectorToken('someone-elses-secret-of-enough-length', t.clock.now).token;
    expect(await t.fails(checkInspectorLink, { token: forged })).toBe(INSPECTOR_LINK_MESSAGES.invalid);

    const staffToken = await signIn('finance');
    const good = tokenOf((await t.ok(inspector.mintInspectorLink, {}, { token: staffToken })).link);
    const [expires, signature] = good.split('.') as [string, string];
    // A later expiry under the good signature.
    const extended = `${(Number.parseInt(expires, 36) + 86_400_000).toString(36)}.${signature}`;
    expect(await t.fails(checkInspectorLink, { token: extended })).toBe(INSPECTOR_LINK_MESSAGES.invalid);
    for (const garbage of ['1', 'abc', `${expires}.`, `${expires}.${signature.slice(1)}`, `${good}x`]) {
      expect(await t.fails(checkInspectorLink, { token: garbage }), garbage).toBe(INSPECTOR_LINK_MESSAGES.invalid);
    }
  });
});

describe('the link secret in production', () => {
  it('makes no links without INSPECTOR_LINK_SECRET and refuses the development secret', async () => {
    const production = loadConfig(productionEnv());
    expect(production.inspectorLinkSecret).toBeNull();
    expect(problemsOf({ ...productionEnv(), INSPECTOR_LINK_SECRET: 'xueban-inspector-link-development-secret' })).toEqual([
      expect.stringContaining('INSPECTOR_LINK_SECRET'),
    ]);
    expect(problemsOf({ ...productionEnv(), INSPECTOR_LINK_SECRET: 'a-production-inspector-link-secret' })).toEqual([]);

    expect(() => mintInspectorLink(production.inspectorLinkSecret, '/home', '', t.clock.now)).toThrow(INSPECTOR_LINKS_OFF);
    const developmentToken = mintInspectorToken('xueban-inspector-link-development-secret', t.clock.now).token;
    expect(checkInspectorToken(production.inspectorLinkSecret, developmentToken, t.clock.now)).toBe('invalid');
  });
});

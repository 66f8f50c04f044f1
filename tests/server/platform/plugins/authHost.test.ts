import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/testApp';

const SITE = 'https://www.example.cn';
const AUTH = 'https://auth.example.cn';
const RENEW = '/api/v1/videosecurity/otherAuthentication';

/** The site's pages on one origin post `otherAuthentication` to a second, the auth host (SPEC §7). */
describe('an auth host on another origin than the site', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { WEB_BASE_URL: SITE, AUTH_BASE_URL: AUTH }, seed: false });
  });
  afterAll(async () => {
    await t?.close();
  });

  const preflight = (origin: string, url = RENEW) =>
    t.app.inject({
      method: 'OPTIONS',
      url,
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type',
      },
    });

  it("lets the site's pages post to the API with their credential header", async () => {
    const answer = await preflight(SITE);
    expect(answer.statusCode).toBe(204);
    expect(answer.headers['access-control-allow-origin']).toBe(SITE);
    expect(String(answer.headers['access-control-allow-methods'])).toContain('POST');
    expect(String(answer.headers['access-control-allow-headers']).toLowerCase()).toContain('authorization');
    expect(answer.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it("names the site's origin on the call's answer so the page may read it", async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: RENEW,
      headers: { origin: SITE, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'classId=1',
    });
    expect(answer.headers['access-control-allow-origin']).toBe(SITE);
    // Anonymous: the envelope says to log in, and the page can read that.
    expect(answer.json()).toMatchObject({ status: 2 });
  });

  it('gives another origin no allowance', async () => {
    const answer = await preflight('https://elsewhere.example.com');
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('keeps pages and files same-origin', async () => {
    const answer = await preflight(SITE, '/home');
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { appServingPages, readBootConfig } from './helpers';

describe('the operations console page', () => {
  const pages = appServingPages();

  it('answers every /admin address with the console, not the site', async () => {
    for (const url of ['/admin', '/admin/', '/admin/login?next=%2Fadmin%2Fstaff', '/admin/staff', '/admin/no-such-page']) {
      const response = await pages.t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<title>学伴在线 · 运营后台</title>');
      expect(response.body, url).not.toContain('boot-shell');
    }
  });

  it('carries the server’s public key and a style nonce like the site’s pages', async () => {
    const response = await pages.t.app.inject({ method: 'GET', url: '/admin/login' });
    expect((readBootConfig(response.body) as { rsaPublicKey?: string }).rsaPublicKey).toMatch(/BEGIN PUBLIC KEY/);
    const nonce = /<meta name="csp-nonce" content="([0-9a-f]+)"/.exec(response.body)?.[1];
    expect(nonce).toBeTruthy();
    expect(response.headers['content-security-policy']).toContain(`'nonce-${nonce}'`);
  });

  it('is never cached or indexed', async () => {
    const response = await pages.t.app.inject({ method: 'GET', url: '/admin' });
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(response.body).toContain('<meta name="robots" content="noindex, nofollow" />');
  });

  it('leaves addresses that only begin like the console to the site', async () => {
    const response = await pages.t.app.inject({ method: 'GET', url: '/administrator' });
    expect(response.body).not.toContain('运营后台');
  });

  it('leaves the console’s API to the API', async () => {
    const response = await pages.t.app.inject({ method: 'POST', url: '/api/admin/v1/staff/me', payload: {} });
    expect(response.json()).toMatchObject({ status: 2 });
  });
});

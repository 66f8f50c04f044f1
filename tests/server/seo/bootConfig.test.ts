import forge from 'node-forge';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/testApp';
import { fakeDist, readBootConfig } from './helpers';

describe('the boot configuration in the served page', () => {
  const pair = forge.pki.rsa.generateKeyPair({ bits: 1024, e: 0x10001 });
  const publicKey = forge.pki.publicKeyToPem(pair.publicKey);
  let dist: Awaited<ReturnType<typeof fakeDist>>;
  let t: TestApp;

  beforeAll(async () => {
    dist = await fakeDist();
    t = await createTestApp({
      env: { RSA_PRIVATE_KEY: forge.pki.privateKeyToPem(pair.privateKey), RSA_PUBLIC_KEY: publicKey },
      build: { distDir: dist.dir },
    });
  });
  afterAll(async () => {
    await t?.close();
    await dist?.cleanup();
  });

  it('carries the public key the server decrypts passwords with, on every page the app serves', async () => {
    for (const url of ['/home', '/m/home', '/login', '/personal/setting', '/e/login']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(readBootConfig(response.body), url).toEqual({
        rsaPublicKey: publicKey.trim(),
        wechatJsSdkUrl: 'https://res.wx.qq.com/open/js/jweixin-1.6.0.js',
      });
    }
  });
});

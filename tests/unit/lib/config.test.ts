import { describe, expect, it } from 'vitest';
import { config, createConfig, DEV_AES_KEY, DEV_RSA_PUBLIC_KEY, REQUEST_TIMEOUT_MS } from '@/config';
import {
  DEV_AES_KEY as SERVER_DEV_AES_KEY,
  DEV_RSA_PUBLIC_KEY as SERVER_DEV_RSA_PUBLIC_KEY,
} from '../../../server/src/platform/config/keys/dev-keys';

describe('client configuration', () => {
  it('uses the same development keys as the API server', () => {
    expect(DEV_AES_KEY).toBe(SERVER_DEV_AES_KEY);
    expect(DEV_RSA_PUBLIC_KEY).toBe(SERVER_DEV_RSA_PUBLIC_KEY.trim());
  });

  it('runs the tests in the test environment, against the page origin', () => {
    expect(config.environment).toBe('test');
    expect(config.hosts).toEqual({ web: '', auth: '' });
  });

  it('waits 120 seconds for a request by default', () => {
    expect(REQUEST_TIMEOUT_MS).toBe(120_000);
    expect(createConfig({}).requestTimeoutMs).toBe(120_000);
    expect(createConfig({ VITE_REQUEST_TIMEOUT_MS: '5000' }).requestTimeoutMs).toBe(5000);
    expect(createConfig({ VITE_REQUEST_TIMEOUT_MS: 'soon' }).requestTimeoutMs).toBe(120_000);
  });

  it('picks the environment from VITE_APP_ENV, then the Vite mode, else production', () => {
    expect(createConfig({ MODE: 'development' }).environment).toBe('development');
    expect(createConfig({ MODE: 'development', VITE_APP_ENV: 'production' }).environment).toBe('production');
    expect(createConfig({ MODE: 'staging' }).environment).toBe('production');
  });

  it('lets the auth host follow the web host unless set on its own', () => {
    const shared = createConfig({ VITE_WEB_BASE_URL: 'https://api.xueban.cn/' });
    expect(shared.hosts).toEqual({ web: 'https://api.xueban.cn', auth: 'https://api.xueban.cn' });
    const split = createConfig({ VITE_WEB_BASE_URL: 'https://api.xueban.cn', VITE_AUTH_BASE_URL: 'https://auth.xueban.cn' });
    expect(split.hosts.auth).toBe('https://auth.xueban.cn');
  });

  it('turns encrypted bodies on only for an explicit yes', () => {
    expect(createConfig({}).encryptedBody).toBe(false);
    expect(createConfig({ VITE_ENCRYPTED_BODY: 'true' }).encryptedBody).toBe(true);
    expect(createConfig({ VITE_ENCRYPTED_BODY: '1' }).encryptedBody).toBe(true);
    expect(createConfig({ VITE_ENCRYPTED_BODY: 'false' }).encryptedBody).toBe(false);
  });

  it('keeps customer-service hours of Monday to Friday, 9:00 to 17:00', () => {
    expect(config.customerService.hours).toEqual({ firstDay: 1, lastDay: 5, opens: '09:00', closes: '17:00' });
  });

  it('overrides the client block from the environment', () => {
    const custom = createConfig({ VITE_CLIENT_NUMBER: '30001', VITE_CLIENT_TOKEN_NAME: 'tk' });
    expect(custom.client.number).toBe('30001');
    expect(custom.client.tokenName).toBe('tk');
    expect(custom.client.storeKey).toBe(config.client.storeKey);
  });
});

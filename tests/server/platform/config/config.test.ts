import { describe, expect, it } from 'vitest';
import { DEFAULT_ORG_NUMBER, loadConfig } from '../../../../server/src/platform/config';
import { DEV_AES_KEY, DEV_RSA_PRIVATE_KEY, DEV_RSA_PUBLIC_KEY } from '../../../../server/src/platform/config/keys/dev-keys';
import { OWASP_SCRYPT } from '../../../../server/src/platform/db/password';
import { ownKeyPair, productionEnv, problemsOf } from '../../support/productionEnv';

/** A development configuration (what `npm start` runs) with these variables. */
function development(env: Record<string, string | undefined> = {}): Record<string, string | undefined> {
  return { NODE_ENV: 'development', ...env };
}

describe('loadConfig', () => {
  it('runs in development with nothing else set: PGlite in ./data, in-process store, port 8080', () => {
    const config = loadConfig(development(), '/srv/app');
    expect(config).toMatchObject({
      nodeEnv: 'development',
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/srv/app/data',
      databaseUrl: undefined,
      redisUrl: undefined,
      encryptedBody: false,
      captchaFixedAnswer: undefined,
      orgNumber: DEFAULT_ORG_NUMBER,
      storage: { provider: 'local' },
      wechat: { ticketProvider: 'local' },
      bodyLimitBytes: 1024 * 1024,
      rateLimits: true,
      databasePoolSize: 10,
    });
    expect(config.aesKey).toBe(DEV_AES_KEY);
    expect(config.rsa.privateKey).toBe(DEV_RSA_PRIVATE_KEY.trim());
  });

  it('reads every documented variable', () => {
    const config = loadConfig(
      {
        NODE_ENV: 'test',
        PORT: '9090',
        HOST: '127.0.0.1',
        DATA_DIR: '/var/lib/xueban',
        DATABASE_URL: 'postgres://postgres@db:5432/xueban',
        REDIS_URL: 'redis://cache:6379',
        ORG_NUMBER: '9001',
        CLIENT_ID: 'pc',
        CLIENT_NAME: '学伴',
        WEB_BASE_URL: 'https://www.example.cn/',
        AUTH_BASE_URL: 'https://auth.example.cn',
        WECHAT_APP_ID: 'wx1234567890abcdef',
        WECHAT_APP_SECRET: 'secret',
        WECHAT_TICKET_PROVIDER: 'wechat',
        ENCRYPTED_BODY: 'true',
        CAPTCHA_FIXED_ANSWER: 'ab12',
        STORAGE_PROVIDER: 'qiniu',
        QINIU_ACCESS_KEY: 'ak',
        QINIU_SECRET_KEY: 'sk',
        QINIU_BUCKET: 'bucket',
        QINIU_DOMAIN: 'https://cdn.example.cn',
        RATE_LIMITS: 'off',
        DATABASE_POOL_SIZE: '4',
      },
      '/srv/app',
    );
    expect(config).toMatchObject({
      nodeEnv: 'test',
      port: 9090,
      host: '127.0.0.1',
      dataDir: '/var/lib/xueban',
      databaseUrl: 'postgres://postgres@db:5432/xueban',
      redisUrl: 'redis://cache:6379',
      orgNumber: '9001',
      client: { number: '9001', id: 'pc', name: '学伴' },
      webBaseUrl: 'https://www.example.cn',
      authBaseUrl: 'https://auth.example.cn',
      wechat: { appId: 'wx1234567890abcdef', appSecret: 'secret', ticketProvider: 'wechat' },
      encryptedBody: true,
      captchaFixedAnswer: 'ab12',
      rateLimits: false,
      databasePoolSize: 4,
      storage: {
        provider: 'qiniu',
        accessKey: 'ak',
        bucket: 'bucket',
        domain: 'https://cdn.example.cn',
        uploadUrl: 'https://up.qiniup.com',
      },
    });
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig(development({ PORT: '', DATABASE_URL: '', REDIS_URL: ' ' }), '/srv/app')).toMatchObject({
      port: 8080,
      databaseUrl: undefined,
      redisUrl: undefined,
    });
  });

  it('lists every invalid value with its variable name', () => {
    const problems = problemsOf({
      NODE_ENV: 'development',
      PORT: 'eighty',
      DATABASE_URL: 'mysql://x',
      DATABASE_POOL_SIZE: '0',
      ENCRYPTED_BODY: 'maybe',
      STORAGE_PROVIDER: 'ftp',
    });
    expect(problems.join('\n')).toMatch(/PORT/);
    expect(problems.join('\n')).toMatch(/DATABASE_POOL_SIZE/);
    expect(problems.join('\n')).toMatch(/DATABASE_URL/);
    expect(problems.join('\n')).toMatch(/ENCRYPTED_BODY/);
    expect(problems.join('\n')).toMatch(/STORAGE_PROVIDER/);
  });

  it('requires the Qiniu keys when Qiniu storage is chosen and the app secret for the WeChat ticket provider', () => {
    expect(problemsOf(development({ STORAGE_PROVIDER: 'qiniu', QINIU_ACCESS_KEY: 'ak' }))).toEqual([
      expect.stringContaining('QINIU_SECRET_KEY'),
    ]);
    expect(problemsOf(development({ WECHAT_TICKET_PROVIDER: 'wechat' }))).toEqual([expect.stringContaining('WECHAT_APP_SECRET')]);
  });

  it('accepts RSA keys given on one line with \\n escapes and rejects keys that are not a pair', () => {
    const own = ownKeyPair();
    const other = ownKeyPair();
    const config = loadConfig(
      development({
        RSA_PRIVATE_KEY: own.privateKey.replace(/\n/g, '\\n'),
        RSA_PUBLIC_KEY: own.publicKey.replace(/\n/g, '\\n'),
      }),
      '/srv/app',
    );
    expect(config.rsa.privateKey).toBe(own.privateKey.trim());
    expect(problemsOf(development({ RSA_PRIVATE_KEY: own.privateKey, RSA_PUBLIC_KEY: other.publicKey }))).toEqual([
      expect.stringContaining('不是一对密钥'),
    ]);
    expect(problemsOf(development({ RSA_PRIVATE_KEY: 'not a key' }))).toEqual([expect.stringContaining('PEM')]);
  });

  describe('in production', () => {
    const production = productionEnv();

    it('starts with its own keys', () => {
      expect(loadConfig(production, '/srv/app').nodeEnv).toBe('production');
    });

    it('writes no demo content (whose accounts have a published password) unless a trial asks for it', () => {
      expect(loadConfig(production, '/srv/app').demoContent).toBe(false);
      expect(problemsOf({ ...production, DEMO_CONTENT: 'true' })).toEqual([expect.stringContaining('DEMO_CONTENT')]);
      expect(loadConfig({ ...production, SITE_MODE: 'trial', DEMO_CONTENT: 'true' }, '/srv/app').demoContent).toBe(true);
      expect(loadConfig(development(), '/srv/app').demoContent).toBe(true);
      expect(loadConfig(development({ DEMO_CONTENT: 'off' }), '/srv/app').demoContent).toBe(false);
      expect(problemsOf(development({ DEMO_CONTENT: 'maybe' }))).toEqual([expect.stringContaining('DEMO_CONTENT')]);
    });

    it('refuses the development AES key', () => {
      expect(problemsOf({ ...production, AES_KEY: undefined })).toEqual([expect.stringContaining('AES_KEY')]);
    });

    it('refuses the development RSA keys', () => {
      expect(problemsOf({ ...production, RSA_PRIVATE_KEY: undefined, RSA_PUBLIC_KEY: undefined })).toEqual([
        expect.stringContaining('RSA'),
      ]);
      expect(
        problemsOf({ ...production, RSA_PRIVATE_KEY: DEV_RSA_PRIVATE_KEY, RSA_PUBLIC_KEY: DEV_RSA_PUBLIC_KEY }),
      ).toHaveLength(1);
    });

    it('refuses a fixed captcha answer', () => {
      expect(problemsOf({ ...production, CAPTCHA_FIXED_ANSWER: 'ab12' })).toEqual([
        expect.stringContaining('CAPTCHA_FIXED_ANSWER'),
      ]);
    });

    it('refuses the development secret of the stand-in passwords', () => {
      expect(problemsOf({ ...production, PASSWORD_REJECTION_SECRET: undefined })).toEqual([
        expect.stringContaining('PASSWORD_REJECTION_SECRET'),
      ]);
    });

    it.each(['SMS_CODE_SECRET', 'UPLOAD_TOKEN_SECRET'])('refuses the development %s', (name) => {
      expect(problemsOf({ ...production, [name]: undefined })).toEqual([expect.stringContaining(name)]);
    });

    it('refuses the request-body AES key reused as the SMS code or upload token secret', () => {
      const reused = 'a-long-production-passphrase';
      expect(problemsOf({ ...production, AES_KEY: reused, SMS_CODE_SECRET: reused })).toEqual([
        expect.stringMatching(/AES_KEY.*SMS_CODE_SECRET/),
      ]);
      expect(problemsOf({ ...production, AES_KEY: reused, UPLOAD_TOKEN_SECRET: reused })).toEqual([
        expect.stringMatching(/AES_KEY.*UPLOAD_TOKEN_SECRET/),
      ]);
    });

    it("hashes passwords at OWASP's scrypt cost (N=2^17, r=8, p=1) by default and refuses a lower one", () => {
      expect(loadConfig(production, '/srv/app').passwordHashCost).toBe(2 ** 17);
      expect(OWASP_SCRYPT).toEqual({ cost: 2 ** 17, blockSize: 8, parallelism: 1 });
      expect(loadConfig({ ...production, PASSWORD_HASH_COST: String(2 ** 18) }, '/srv/app').passwordHashCost).toBe(2 ** 18);
      expect(problemsOf({ ...production, PASSWORD_HASH_COST: String(2 ** 14) })).toEqual([
        expect.stringContaining('PASSWORD_HASH_COST'),
      ]);
    });

    it("believes only the proxy's addresses: TRUST_PROXY=true is refused, naming the variable", () => {
      expect(problemsOf({ ...production, TRUST_PROXY: 'true' })).toEqual([expect.stringContaining('TRUST_PROXY')]);
      expect(loadConfig({ ...production, TRUST_PROXY: '127.0.0.1, 172.28.0.0/16' }, '/srv/app').trustProxy).toEqual([
        '127.0.0.1',
        '172.28.0.0/16',
      ]);
      expect(loadConfig({ ...production, TRUST_PROXY: '::1,fd00::/8' }, '/srv/app').trustProxy).toEqual(['::1', 'fd00::/8']);
      expect(problemsOf({ ...production, TRUST_PROXY: 'nginx' })).toEqual([expect.stringContaining('TRUST_PROXY')]);
      expect(problemsOf({ ...production, TRUST_PROXY: '10.0.0.0/33' })).toEqual([expect.stringContaining('TRUST_PROXY')]);
      // Development and tests keep the flag.
      expect(loadConfig(development({ TRUST_PROXY: 'true' }), '/srv/app').trustProxy).toBe(true);
      expect(loadConfig(development(), '/srv/app').trustProxy).toBe(false);
    });

    it('refuses the development video signing secret', () => {
      expect(problemsOf({ ...production, VIDEO_SIGNING_SECRET: undefined })).toEqual([
        expect.stringContaining('VIDEO_SIGNING_SECRET'),
      ]);
    });
  });
});

import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/src/platform/config';
import { bootConfigBlock } from '../../server/src/platform/plugins/bootConfig';
import { trialNotice } from '../../server/src/server';
import { ownKeyPair, productionEnv, problemsOf } from './support/productionEnv';

const REPO_ROOT = resolve(import.meta.dirname, '../..');

/** The variables of deploy/env.example as Compose passes them (a line `NAME=value`; comments and blanks skipped). */
function envExample(): Record<string, string> {
  const env: Record<string, string> = {};
  for (const line of readFileSync(resolve(REPO_ROOT, 'deploy/env.example'), 'utf8').split('\n')) {
    const match = /^([A-Z0-9_]+)=(.*)$/.exec(line.trim());
    if (match) env[match[1]!] = match[2]!;
  }
  return env;
}

/** The problems that name a variable. */
function naming(problems: string[], variable: string): string[] {
  return problems.filter((problem) => new RegExp(`\\b${variable}\\b`).test(problem));
}

describe('production start-up', () => {
  it('starts with a complete production configuration', () => {
    expect(problemsOf(productionEnv())).toEqual([]);
    expect(loadConfig(productionEnv(), '/srv/app')).toMatchObject({ nodeEnv: 'production', siteMode: 'production' });
  });

  it('refuses deploy/env.example as shipped, naming each variable to set', () => {
    const problems = problemsOf({ ...envExample(), NODE_ENV: 'production' });
    for (const variable of ['AES_KEY', 'RSA_PRIVATE_KEY', 'PAYMENT_PROVIDER', 'VIDEO_SIGNING_SECRET', 'WEB_BASE_URL']) {
      expect(naming(problems, variable), `${variable} in:\n${problems.join('\n')}`).not.toEqual([]);
    }
  });

  it('ships deploy/env.example without the sandbox cashier, the demo content or the logging SMS provider', () => {
    const example = envExample();
    expect(example.PAYMENT_PROVIDER ?? '').not.toMatch(/sandbox/);
    expect(example.DEMO_CONTENT).toBe('false');
    expect(example.SMS_PROVIDER).toBe('aliyun');
    expect(example.SITE_MODE ?? 'production').toBe('production');
  });

  it('refuses the trial conveniences and the weakened defences, each with the variable to change', () => {
    const problems = problemsOf({
      ...productionEnv(),
      PAYMENT_PROVIDER: 'sandbox',
      PAYMENT_SANDBOX_SECRET: 'a-production-sandbox-secret',
      SMS_PROVIDER: 'local',
      DEMO_CONTENT: 'true',
      RATE_LIMITS: 'false',
      WEB_BASE_URL: undefined,
      SESSION_TTL_HOURS: String(8 * 24),
    });
    for (const variable of [
      'PAYMENT_PROVIDER',
      'SMS_PROVIDER',
      'DEMO_CONTENT',
      'RATE_LIMITS',
      'WEB_BASE_URL',
      'SESSION_TTL_HOURS',
    ]) {
      expect(naming(problems, variable), `${variable} in:\n${problems.join('\n')}`).toHaveLength(1);
    }
    expect(problems).toHaveLength(6);
  });

  it('refuses sandbox payments when PAYMENT_PROVIDER is left unset, and accepts a session of 7 days', () => {
    expect(naming(problemsOf({ ...productionEnv(), PAYMENT_PROVIDER: undefined }), 'PAYMENT_PROVIDER')).toHaveLength(1);
    expect(problemsOf({ ...productionEnv(), SESSION_TTL_HOURS: String(7 * 24) })).toEqual([]);
  });

  it('refuses one value used for two secrets, naming both', () => {
    const shared = 'one-secret-for-everything-2026';
    const problems = problemsOf({ ...productionEnv(), AES_KEY: shared, VIDEO_SIGNING_SECRET: shared });
    expect(problems).toEqual([expect.stringMatching(/AES_KEY.*VIDEO_SIGNING_SECRET/)]);
    const rsa = ownKeyPair();
    const keyTwice = problemsOf({
      ...productionEnv(),
      RSA_PRIVATE_KEY: rsa.privateKey.replace(/\n/g, '\\n'),
      RSA_PUBLIC_KEY: rsa.publicKey,
      PAYMENT_ALIPAY_PRIVATE_KEY: rsa.privateKey,
    });
    expect(keyTwice).toEqual([expect.stringMatching(/RSA_PRIVATE_KEY.*PAYMENT_ALIPAY_PRIVATE_KEY/)]);
  });

  it('refuses the placeholders of the example', () => {
    const problems = problemsOf({ ...productionEnv(), AES_KEY: 'change-me-to-a-long-random-string' });
    expect(problems).toEqual([expect.stringContaining('AES_KEY')]);
  });

  it('accepts the sandbox cashier, the demo content and the logging SMS provider on a site that says it is a trial', () => {
    const trial = {
      ...productionEnv(),
      SITE_MODE: 'trial',
      PAYMENT_PROVIDER: 'sandbox',
      PAYMENT_SANDBOX_SECRET: 'a-production-sandbox-secret',
      SMS_PROVIDER: 'local',
      DEMO_CONTENT: 'true',
    };
    expect(problemsOf(trial)).toEqual([]);
    expect(loadConfig(trial, '/srv/app')).toMatchObject({
      nodeEnv: 'production',
      siteMode: 'trial',
      demoContent: true,
      smsProvider: 'local',
      payment: { mode: 'sandbox' },
    });
    const notice = trialNotice(loadConfig(trial, '/srv/app'));
    expect(notice).toContain('SITE_MODE=trial');
    expect(notice).toMatch(/支付沙箱.*演示账号.*本地短信/);
    expect(trialNotice(loadConfig(productionEnv(), '/srv/app'))).toBeNull();
    // A trial is still a public site: its defences stay on.
    expect(naming(problemsOf({ ...trial, RATE_LIMITS: 'false' }), 'RATE_LIMITS')).toHaveLength(1);
    expect(problemsOf({ ...trial, SITE_MODE: 'demo' })).toEqual([expect.stringContaining('SITE_MODE')]);
  });

  it('lets a trial without SMS give every code as SMS_TRIAL_CODE, said on every page; a launch refuses it', () => {
    const trial = {
      ...productionEnv(),
      SITE_MODE: 'trial',
      SMS_PROVIDER: 'local',
      SMS_TRIAL_CODE: '246810',
    };
    expect(problemsOf(trial)).toEqual([]);
    const config = loadConfig(trial, '/srv/app');
    expect(trialNotice(config)).toContain('验证码统一为 246810');
    expect(bootConfigBlock(config)).toContain('"trial":{"smsCode":"246810"}');
    // Without the code, the start says what a trial cannot do.
    expect(trialNotice(loadConfig({ ...trial, SMS_TRIAL_CODE: undefined }, '/srv/app'))).toContain('请设置 SMS_TRIAL_CODE');
    // A launch, or a trial that really sends SMS, has no place for a known code.
    expect(naming(problemsOf({ ...productionEnv(), SMS_TRIAL_CODE: '246810' }), 'SMS_TRIAL_CODE')).toHaveLength(1);
    expect(naming(problemsOf({ ...trial, SMS_PROVIDER: 'aliyun' }), 'SMS_TRIAL_CODE')).toHaveLength(1);
    expect(bootConfigBlock(loadConfig(productionEnv(), '/srv/app'))).not.toContain('trial');
  });
});

import { describe, expect, it } from 'vitest';
import { ConfigError, hasDevelopmentConveniences, loadConfig, nodeEnvOf } from '../../../../server/src/platform/config';
import { productionEnv } from '../../support/productionEnv';

describe('which NODE_ENV gives the development conveniences', () => {
  it('runs as production when NODE_ENV is unset, empty or anything but development or test', () => {
    for (const value of [undefined, '', 'production', 'staging', 'prod', 'Development', 'TEST', ' development']) {
      expect(nodeEnvOf(value), String(value)).toBe('production');
      expect(hasDevelopmentConveniences(nodeEnvOf(value)), String(value)).toBe(false);
    }
  });

  it('gives the development routes, the fixed captcha and the development keys only to development and test', () => {
    expect(nodeEnvOf('development')).toBe('development');
    expect(nodeEnvOf('test')).toBe('test');
    expect(hasDevelopmentConveniences('development')).toBe(true);
    expect(hasDevelopmentConveniences('test')).toBe(true);
  });

  it('refuses the development keys when NODE_ENV is unset or unknown', () => {
    for (const NODE_ENV of [undefined, 'staging']) {
      expect(() => loadConfig({ NODE_ENV, DATA_DIR: '/tmp/x' }), String(NODE_ENV)).toThrow(ConfigError);
      expect(() => loadConfig({ NODE_ENV, DATA_DIR: '/tmp/x' }), String(NODE_ENV)).toThrow(/AES_KEY/);
    }
  });

  it('loads a complete production configuration under an unknown NODE_ENV as production', () => {
    expect(loadConfig({ ...productionEnv(), NODE_ENV: 'staging' }, '/srv/app').nodeEnv).toBe('production');
    const { NODE_ENV: _unset, ...withoutNodeEnv } = productionEnv();
    expect(loadConfig(withoutNodeEnv, '/srv/app').nodeEnv).toBe('production');
  });
});

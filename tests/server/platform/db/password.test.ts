import { spawnSync } from 'node:child_process';
import { getPriority } from 'node:os';
import { describe, expect, it } from 'vitest';
import { HASHING_NICENESS, hashingThreadPriority } from '../../../../server/src/platform/db/hashingThreads';
import { hashPassword, verifyPassword } from '../../../../server/src/platform/db/password';

describe('password hashing', () => {
  it('accepts the password a hash was made from', async () => {
    const hash = await hashPassword('Demo@2026');
    expect(await verifyPassword('Demo@2026', hash)).toBe(true);
  });

  it('rejects a different password', async () => {
    const hash = await hashPassword('Demo@2026');
    expect(await verifyPassword('Demo@2027', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
  });

  it('writes scrypt$N$r$p$salt$hash and never the password itself', async () => {
    const hash = await hashPassword('Demo@2026');
    expect(hash).toMatch(/^scrypt\$\d+\$\d+\$\d+\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(hash).not.toContain('Demo@2026');
  });

  it('salts every hash, so equal passwords give different hashes that both verify', async () => {
    const first = await hashPassword('同一个密码');
    const second = await hashPassword('同一个密码');
    expect(first).not.toBe(second);
    expect(await verifyPassword('同一个密码', first)).toBe(true);
    expect(await verifyPassword('同一个密码', second)).toBe(true);
  });

  it('verifies with the work factors stored in the hash, not the current defaults', async () => {
    const hash = await hashPassword('Demo@2026');
    const parts = hash.split('$');
    // A hash written with a different cost must still verify: rebuild one with N=1024.
    const { scryptSync } = await import('node:crypto');
    const salt = Buffer.from(parts[4] ?? '', 'base64');
    const key = scryptSync('Demo@2026', salt, 32, { N: 1024, r: 8, p: 1 });
    const older = ['scrypt', 1024, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
    expect(await verifyPassword('Demo@2026', older)).toBe(true);
    expect(await verifyPassword('demo@2026', older)).toBe(false);
  });

  it('rejects stored values it did not write instead of throwing', async () => {
    const malformed = [
      '',
      'Demo@2026',
      'bcrypt$10$abc',
      'scrypt$16384$8$1$$',
      'scrypt$abc$8$1$c2FsdA==$aGFzaA==',
      'scrypt$1000$8$1$c2FsdA==$aGFzaA==',
      `scrypt$${2 ** 24}$8$1$c2FsdA==$aGFzaA==`,
    ];
    for (const stored of malformed) {
      expect(await verifyPassword('Demo@2026', stored)).toBe(false);
    }
  });

  it('derives keys on a thread that gives the CPU to requests first (a higher nice value)', async () => {
    expect(await hashingThreadPriority()).toBe(Math.min(19, getPriority() + HASHING_NICENESS));
  });

  it('lets a command that hashed a password end once it is done', () => {
    const script = `import { hashPassword } from ${JSON.stringify(new URL('../../../../server/src/platform/db/password.ts', import.meta.url).href)};
      console.log((await hashPassword('x')).split('$')[0]);`;
    const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(run.signal).toBeNull();
    expect(run.stdout.trim()).toBe('scrypt');
    expect(run.status).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import { openTotpSecret, sealTotpSecret } from '../../../../server/src/modules/console/totpSecrets';

const key = 'a-staff-totp-key-of-a-launch';
const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

describe('authenticator secrets at rest', () => {
  it('opens what it sealed, and seals the same secret differently each time', () => {
    const once = sealTotpSecret(key, secret);
    const twice = sealTotpSecret(key, secret);
    expect(once).not.toContain(secret);
    expect(once).not.toBe(twice);
    expect(openTotpSecret(key, once)).toBe(secret);
    expect(openTotpSecret(key, twice)).toBe(secret);
  });

  it('opens nothing under another key, altered, or in a form it does not know', () => {
    const sealed = sealTotpSecret(key, secret);
    expect(openTotpSecret('another-staff-totp-key', sealed)).toBeNull();
    const [version, iv, tag, body] = sealed.split('.');
    const flipped = `${body!.startsWith('A') ? 'B' : 'A'}${body!.slice(1)}`;
    expect(openTotpSecret(key, [version, iv, tag, flipped].join('.'))).toBeNull();
    expect(openTotpSecret(key, secret)).toBeNull();
  });
});

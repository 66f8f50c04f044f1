import { constants, publicEncrypt } from 'node:crypto';
import forge from 'node-forge';
import { describe, expect, it } from 'vitest';
import { DEV_RSA_PRIVATE_KEY, DEV_RSA_PUBLIC_KEY } from '../../../../server/src/platform/config/keys/dev-keys';
import { decryptPassword, type PasswordKeys } from '../../../../server/src/modules/accounts/passwords';

/** As the browser's jsencrypt seals a password: PKCS#1 v1.5, base64. */
function sealed(password: string): string {
  const key = forge.pki.publicKeyFromPem(DEV_RSA_PUBLIC_KEY);
  return forge.util.encode64(key.encrypt(forge.util.encodeUtf8(password), 'RSAES-PKCS1-V1_5'));
}

const keys: PasswordKeys = { rsa: { privateKey: DEV_RSA_PRIVATE_KEY }, passwordRejectionSecret: 'a-test-rejection-secret' };
const sealedBytes = (message: Buffer, padding: number) => publicEncrypt({ key: DEV_RSA_PUBLIC_KEY, padding }, message);

describe('reading a password sealed by the browser', () => {
  it('reads what PKCS#1 v1.5 sealed, Chinese included, without the whitespace the form drops', () => {
    expect(decryptPassword(keys, sealed('Demo@2026'))).toBe('Demo@2026');
    expect(decryptPassword(keys, sealed(' 学伴 ab 12 '))).toBe('学伴ab12');
  });

  it('reads a sealed number written without its leading zero bytes', () => {
    let block = sealedBytes(Buffer.from('Demo@2026'), constants.RSA_PKCS1_PADDING);
    for (let tries = 0; block[0] !== 0 && tries < 20_000; tries++) {
      block = sealedBytes(Buffer.from('Demo@2026'), constants.RSA_PKCS1_PADDING);
    }
    expect(block[0]).toBe(0);
    expect(decryptPassword(keys, block.subarray(1).toString('base64'))).toBe('Demo@2026');
  });

  describe('what does not decrypt (implicit rejection)', () => {
    const oaep = sealedBytes(Buffer.from('Demo@2026'), constants.RSA_PKCS1_OAEP_PADDING).toString('base64');
    const notText = sealedBytes(Buffer.from([0xff, 0xfe, 0x41]), constants.RSA_PKCS1_PADDING).toString('base64');
    const undecryptable = [
      oaep,
      Buffer.from('Demo@2026').toString('base64'),
      '',
      Buffer.alloc(600, 0xff).toString('base64'),
      notText,
      '<script>',
    ];

    it('gives another padding, garbage or a message that is not UTF-8 a stand-in password instead of an error', () => {
      for (const ciphertext of undecryptable) {
        const standIn = decryptPassword(keys, ciphertext);
        expect(standIn).toMatch(/^[A-Za-z0-9_-]{6,16}$/);
        expect(standIn).not.toBe('Demo@2026');
      }
    });

    it('gives the same ciphertext the same stand-in, and different ciphertexts different ones', () => {
      const standIns = undecryptable.map((ciphertext) => decryptPassword(keys, ciphertext));
      expect(undecryptable.map((ciphertext) => decryptPassword(keys, ciphertext))).toEqual(standIns);
      expect(new Set(standIns).size).toBe(undecryptable.length);
    });

    it('derives the stand-in from the server secret, so nobody without it can tell a stand-in from a password', () => {
      const other: PasswordKeys = { ...keys, passwordRejectionSecret: 'another-rejection-secret' };
      for (const ciphertext of undecryptable) {
        expect(decryptPassword(other, ciphertext)).not.toBe(decryptPassword(keys, ciphertext));
      }
    });
  });
});

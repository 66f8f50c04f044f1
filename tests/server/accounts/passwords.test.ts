import { constants, publicEncrypt } from 'node:crypto';
import forge from 'node-forge';
import { describe, expect, it } from 'vitest';
import { DEV_RSA_PRIVATE_KEY, DEV_RSA_PUBLIC_KEY } from '../../../server/src/config/dev-keys';
import { decryptPassword, PASSWORD_UNREADABLE } from '../../../server/src/services/accounts/passwords';

/** As the browser's jsencrypt seals a password: PKCS#1 v1.5, base64. */
function sealed(password: string): string {
  const key = forge.pki.publicKeyFromPem(DEV_RSA_PUBLIC_KEY);
  return forge.util.encode64(key.encrypt(forge.util.encodeUtf8(password), 'RSAES-PKCS1-V1_5'));
}

const sealedBytes = (message: Buffer, padding: number) => publicEncrypt({ key: DEV_RSA_PUBLIC_KEY, padding }, message);
const unreadable = (ciphertext: string) => () => decryptPassword(DEV_RSA_PRIVATE_KEY, ciphertext);

describe('reading a password sealed by the browser', () => {
  it('reads what PKCS#1 v1.5 sealed, Chinese included, without the whitespace the form drops', () => {
    expect(decryptPassword(DEV_RSA_PRIVATE_KEY, sealed('Demo@2026'))).toBe('Demo@2026');
    expect(decryptPassword(DEV_RSA_PRIVATE_KEY, sealed(' 学伴 ab 12 '))).toBe('学伴ab12');
  });

  it('reads a sealed number written without its leading zero bytes', () => {
    let block = sealedBytes(Buffer.from('Demo@2026'), constants.RSA_PKCS1_PADDING);
    for (let tries = 0; block[0] !== 0 && tries < 20_000; tries++) {
      block = sealedBytes(Buffer.from('Demo@2026'), constants.RSA_PKCS1_PADDING);
    }
    expect(block[0]).toBe(0);
    expect(decryptPassword(DEV_RSA_PRIVATE_KEY, block.subarray(1).toString('base64'))).toBe('Demo@2026');
  });

  it('says the password could not be read for another padding, garbage or a message that is not UTF-8', () => {
    const oaep = sealedBytes(Buffer.from('Demo@2026'), constants.RSA_PKCS1_OAEP_PADDING).toString('base64');
    expect(unreadable(oaep)).toThrow(PASSWORD_UNREADABLE);
    expect(unreadable(Buffer.from('Demo@2026').toString('base64'))).toThrow(PASSWORD_UNREADABLE);
    expect(unreadable('')).toThrow(PASSWORD_UNREADABLE);
    expect(unreadable(Buffer.alloc(600, 0xff).toString('base64'))).toThrow(PASSWORD_UNREADABLE);
    const notText = sealedBytes(Buffer.from([0xff, 0xfe, 0x41]), constants.RSA_PKCS1_PADDING).toString('base64');
    expect(unreadable(notText)).toThrow(PASSWORD_UNREADABLE);
  });
});

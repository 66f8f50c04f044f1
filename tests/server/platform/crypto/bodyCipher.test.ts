import CryptoJS from 'crypto-js';
import { describe, expect, it } from 'vitest';
import { decryptBody, encryptWithPassphrase, encryptWithRawKey } from '../../../../server/src/platform/crypto/bodyCipher';

const PASSPHRASE = 'xueban-test-passphrase';
const RAW_KEY = '0123456789abcdef';

describe('request body encryption', () => {
  it('opens what crypto-js encrypts with a passphrase, as the browser does', () => {
    const cipherText = CryptoJS.AES.encrypt('page=1&size=10', PASSPHRASE).toString();
    expect(decryptBody(cipherText, PASSPHRASE)).toBe('page=1&size=10');
  });

  it('opens what crypto-js encrypts with a 16-character raw key in ECB mode', () => {
    const cipherText = CryptoJS.AES.encrypt('{"courseId":3}', CryptoJS.enc.Utf8.parse(RAW_KEY), {
      mode: CryptoJS.mode.ECB,
      padding: CryptoJS.pad.Pkcs7,
    }).toString();
    expect(decryptBody(cipherText, RAW_KEY)).toBe('{"courseId":3}');
  });

  it('round-trips Chinese text through both forms', () => {
    expect(decryptBody(encryptWithPassphrase('content=老师讲得很好', PASSPHRASE), PASSPHRASE)).toBe('content=老师讲得很好');
    expect(decryptBody(encryptWithRawKey('content=老师讲得很好', RAW_KEY), RAW_KEY)).toBe('content=老师讲得很好');
  });

  it('rejects ciphertext made with another key', () => {
    // Enough tries that trusting the last padding byte alone (accepting about 1 in 16) could not pass.
    const accepted: string[] = [];
    for (let i = 0; i < 2000; i += 1) {
      const plain = decryptBody(encryptWithPassphrase(`n=${i}`, PASSPHRASE), `another-key-${i}`);
      if (plain !== undefined) accepted.push(`${i}: ${JSON.stringify(plain)}`);
    }
    expect(accepted).toEqual([]);
    expect(decryptBody(encryptWithRawKey('a=1', RAW_KEY), 'fedcba9876543210')).toBeUndefined();
  });

  it('opens an empty body and a body that fills whole blocks', () => {
    expect(decryptBody(encryptWithPassphrase('', PASSPHRASE), PASSPHRASE)).toBe('');
    expect(decryptBody(encryptWithPassphrase('page=1&size=100', PASSPHRASE), PASSPHRASE)).toBe('page=1&size=100');
    expect(decryptBody(encryptWithRawKey('0123456789abcde=', RAW_KEY), RAW_KEY)).toBe('0123456789abcde=');
  });

  it('rejects text that is not ciphertext at all', () => {
    expect(decryptBody('page=1', PASSPHRASE)).toBeUndefined();
    expect(decryptBody('U2FsdGVkX1+garbage', PASSPHRASE)).toBeUndefined();
    expect(decryptBody('', PASSPHRASE)).toBeUndefined();
  });
});

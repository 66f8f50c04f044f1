import forge from 'node-forge';
import { describe, expect, it } from 'vitest';
import { config } from '@/config';
import { aesDecrypt, aesEncrypt } from '@/lib/aes';
import { EncryptionError, encryptPassword, rsaEncrypt } from '@/lib/rsa';
import { DEV_RSA_PRIVATE_KEY } from '../../../server/src/platform/config/keys/dev-keys';

function forgeDecrypt(cipherBase64: string, privatePem: string = DEV_RSA_PRIVATE_KEY): string {
  const privateKey = forge.pki.privateKeyFromPem(privatePem);
  const bytes = privateKey.decrypt(forge.util.decode64(cipherBase64), 'RSAES-PKCS1-V1_5');
  return forge.util.decodeUtf8(bytes);
}

describe('AES helpers', () => {
  it('decrypts what it encrypted, including Chinese text', () => {
    const cipher = aesEncrypt('mobilePhone=13812345678&name=张三');
    expect(cipher).not.toContain('138');
    expect(aesDecrypt(cipher)).toBe('mobilePhone=13812345678&name=张三');
  });

  it('produces a different cipher text each time for the same input', () => {
    expect(aesEncrypt('same')).not.toBe(aesEncrypt('same'));
  });

  it('writes the OpenSSL salted format that other implementations read', () => {
    expect(atob(aesEncrypt('x')).startsWith('Salted__')).toBe(true);
  });

  it('reads text encrypted with another key or damaged text as null', () => {
    expect(aesDecrypt(aesEncrypt('secret', 'key-one-key-one'), 'key-two-key-two')).toBeNull();
    expect(aesDecrypt('not a cipher text')).toBeNull();
  });

  it('never takes the stray bytes a wrong key can leave for a value', () => {
    // Enough tries that trusting the last padding byte alone (as crypto-js does) could not pass.
    const accepted: string[] = [];
    for (let i = 0; i < 2000; i += 1) {
      const plain = aesDecrypt(aesEncrypt('secret', 'key-one-key-one'), `key-two-${i}`);
      if (plain !== null) accepted.push(`${i}: ${JSON.stringify(plain)}`);
    }
    expect(accepted).toEqual([]);
  });

  it('opens values whose length fills whole blocks and Chinese text', () => {
    expect(aesDecrypt(aesEncrypt('0123456789abcdef', 'k'), 'k')).toBe('0123456789abcdef');
    expect(aesDecrypt(aesEncrypt('学伴在线', 'k'), 'k')).toBe('学伴在线');
  });

  it('uses the configured key by default', () => {
    expect(aesDecrypt(aesEncrypt('hello'), config.aesKey)).toBe('hello');
  });
});

describe('RSA password encryption', () => {
  it('encrypts a password that the server key pair decrypts with PKCS#1 v1.5', () => {
    const cipher = encryptPassword('Passw0rd!');
    expect(cipher).not.toContain('Passw0rd');
    expect(forgeDecrypt(cipher)).toBe('Passw0rd!');
  });

  it('encrypts the same password differently every time (random padding)', () => {
    const first = rsaEncrypt('abc');
    const second = rsaEncrypt('abc');
    expect(first).not.toBe(second);
    expect(forgeDecrypt(first)).toBe('abc');
    expect(forgeDecrypt(second)).toBe('abc');
  });

  it('encrypts with the public key the server put in the page, read when the password is sent', () => {
    const pair = forge.pki.rsa.generateKeyPair({ bits: 1024, e: 0x10001 });
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = 'boot-config';
    block.textContent = JSON.stringify({ rsaPublicKey: forge.pki.publicKeyToPem(pair.publicKey) });
    document.head.append(block);
    try {
      const cipher = encryptPassword('Server@2026');
      expect(forgeDecrypt(cipher, forge.pki.privateKeyToPem(pair.privateKey))).toBe('Server@2026');
    } finally {
      block.remove();
    }
    // Without the server's page (Vite's dev server, Storybook, these tests) the development key is used.
    expect(forgeDecrypt(encryptPassword('Dev@2026'))).toBe('Dev@2026');
  });

  it('fails loudly with an unusable public key', () => {
    expect(() => rsaEncrypt('abc', 'not a key')).toThrow(EncryptionError);
  });
});

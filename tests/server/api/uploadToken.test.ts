import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { detectImageType } from '../../../server/src/providers/storage/imageType';
import { createQiniuStorage } from '../../../server/src/providers/storage/qiniu';
import { createUploadToken, readUploadToken } from '../../../server/src/providers/storage/uploadToken';

const keys = { accessKey: 'MY_ACCESS_KEY', secretKey: 'MY_SECRET_KEY' };

describe('Qiniu-format upload token', () => {
  it('is accessKey:urlsafe(hmac-sha1(encodedPolicy)):urlsafe(base64(policy))', () => {
    const policy = { scope: 'bucket', deadline: 1_800_000_000 };
    const token = createUploadToken(keys, policy);
    const [accessKey, sign, encodedPolicy] = token.split(':');
    const expectedPolicy = Buffer.from(JSON.stringify(policy)).toString('base64').replace(/\+/g, '-').replace(/\//g, '_');
    expect(accessKey).toBe('MY_ACCESS_KEY');
    expect(encodedPolicy).toBe(expectedPolicy);
    expect(sign).toBe(
      createHmac('sha1', keys.secretKey).update(expectedPolicy).digest('base64').replace(/\+/g, '-').replace(/\//g, '_'),
    );
  });

  it('reads back its policy and refuses a tampered or foreign token', () => {
    const token = createUploadToken(keys, { scope: 'bucket', deadline: 1_800_000_000 });
    expect(readUploadToken(token, keys)).toEqual({ scope: 'bucket', deadline: 1_800_000_000 });
    const [accessKey, sign] = token.split(':');
    const forgedPolicy = Buffer.from(JSON.stringify({ scope: 'bucket', deadline: 1_900_000_000 })).toString('base64');
    expect(readUploadToken(`${accessKey}:${sign}:${forgedPolicy}`, keys)).toBeUndefined();
    expect(readUploadToken(token, { ...keys, secretKey: 'other' })).toBeUndefined();
    expect(readUploadToken('not-a-token', keys)).toBeUndefined();
  });

  it('gives Qiniu uploads a deadline, size limit and image-only policy', () => {
    const storage = createQiniuStorage({
      ...keys,
      bucket: 'xb',
      domain: 'https://cdn.example.cn',
      uploadUrl: 'https://up.qiniup.com',
      limitBytes: 1024,
    });
    const ticket = storage.createUploadTicket(new Date('2026-01-01T00:00:00Z'));
    expect(ticket).toMatchObject({
      uploadUrl: 'https://up.qiniup.com',
      domain: 'https://cdn.example.cn/',
      expiresAt: '2026-01-01T01:00:00.000Z',
    });
    expect(readUploadToken(ticket.token, keys)).toMatchObject({
      scope: 'xb',
      fsizeLimit: 1024,
      mimeLimit: expect.stringContaining('image/png'),
    });
  });
});

describe('image type detection', () => {
  it('recognises PNG, JPEG, GIF and WEBP by their first bytes and nothing else', () => {
    expect(detectImageType(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('image/png');
    expect(detectImageType(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(detectImageType(new TextEncoder().encode('GIF89a'))).toBe('image/gif');
    expect(detectImageType(new TextEncoder().encode('RIFF1234WEBPVP8 '))).toBe('image/webp');
    expect(detectImageType(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toBeUndefined();
  });
});

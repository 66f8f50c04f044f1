import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../../server/src/platform/config';
import { createStorageProvider, type LocalStorage } from '../../../../server/src/providers/storage';
import { createQiniuStorage } from '../../../../server/src/providers/storage/qiniu';
import { createUploadToken, readUploadToken } from '../../../../server/src/providers/storage/uploadToken';
import { sniffUploadType } from '../../../../server/src/providers/storage/uploadTypes';
import { ANIMATED_PNG, DOC, DOCX, GIF, JPEG, PDF, PNG, SVG, WEBP, XLS, ZIP } from '../../support/uploadFiles';

const keys = { accessKey: 'MY_ACCESS_KEY', secretKey: 'MY_SECRET_KEY' };
const qiniuStorage = createQiniuStorage({
  ...keys,
  bucket: 'xb',
  domain: 'https://cdn.example.cn',
  uploadUrl: 'https://up.qiniup.com',
  limitBytes: 1024,
});

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
    const ticket = qiniuStorage.createUploadTicket(new Date('2026-01-01T00:00:00Z'));
    expect(ticket).toMatchObject({
      uploadUrl: 'https://up.qiniup.com',
      domain: 'https://cdn.example.cn/',
      expiresAt: '2026-01-01T00:10:00.000Z',
    });
    expect(readUploadToken(ticket.token, keys)).toMatchObject({
      scope: `xb:${ticket.key}`,
      fsizeLimit: 1024,
      mimeLimit: expect.stringContaining('image/png'),
    });
  });
});

describe('Qiniu upload tickets', () => {
  const now = new Date('2026-12-02T08:00:00Z');

  it('a Qiniu ticket lets one file be created, under its own key', () => {
    const ticket = qiniuStorage.createUploadTicket(now);
    const policy = readUploadToken(ticket.token, keys);
    // Qiniu's form upload must name the key when the scope does, so the ticket carries it for the browser.
    expect(ticket.key).toMatch(/^uploads\/20261202\/[0-9a-f-]{36}$/);
    expect(policy).toMatchObject({ scope: `xb:${ticket.key}`, insertOnly: 1 });
    // A key chosen by the upload instead of the ticket would let the token store more than one file.
    expect(policy).not.toHaveProperty('saveKey');
    expect(policy).not.toHaveProperty('forceSaveKey');
    expect(policy).not.toHaveProperty('isPrefixalScope');
  });

  it('two tickets never share a key', () => {
    const first = qiniuStorage.createUploadTicket(now);
    const second = qiniuStorage.createUploadTicket(now);
    expect(first.key).not.toBe(second.key);
    expect(readUploadToken(first.token, keys)?.scope).not.toBe(readUploadToken(second.token, keys)?.scope);
  });
});

describe('upload type sniffing', () => {
  it('recognises PNG, JPEG, GIF and WEBP by their bytes, an animated PNG as a PNG, and not an SVG', async () => {
    expect(await sniffUploadType(PNG)).toBe('image/png');
    expect(await sniffUploadType(ANIMATED_PNG)).toBe('image/png');
    expect(await sniffUploadType(JPEG)).toBe('image/jpeg');
    expect(await sniffUploadType(GIF)).toBe('image/gif');
    expect(await sniffUploadType(WEBP)).toBe('image/webp');
    expect(await sniffUploadType(SVG)).toBeUndefined();
  });

  it('recognises PDF and Word documents, old and new, but not another ZIP or Office file', async () => {
    expect(await sniffUploadType(PDF)).toBe('application/pdf');
    expect(await sniffUploadType(DOCX)).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(await sniffUploadType(DOC)).toBe('application/msword');
    expect(await sniffUploadType(ZIP)).toBeUndefined();
    expect(await sniffUploadType(XLS)).toBeUndefined();
    expect(await sniffUploadType(new Uint8Array())).toBeUndefined();
  });
});

describe('the local store’s upload tokens', () => {
  const now = new Date('2026-12-02T08:00:00Z');
  const storageOf = (env: Record<string, string>) =>
    createStorageProvider(loadConfig({ NODE_ENV: 'test', ...env }, '/srv/app')) as LocalStorage;

  it('are signed with UPLOAD_TOKEN_SECRET, not the request-body AES key the pages carry', () => {
    const { token } = storageOf({
      AES_KEY: 'request-body-key-one',
      UPLOAD_TOKEN_SECRET: 'upload-secret-one!',
    }).createUploadTicket(now);
    // Another AES key, the same upload secret: the token still holds.
    expect(
      storageOf({ AES_KEY: 'request-body-key-two', UPLOAD_TOKEN_SECRET: 'upload-secret-one!' }).verifyToken(token, now),
    ).toBeDefined();
    // The same AES key, another upload secret: refused.
    expect(
      storageOf({ AES_KEY: 'request-body-key-one', UPLOAD_TOKEN_SECRET: 'upload-secret-two!' }).verifyToken(token, now),
    ).toBeUndefined();
  });
});

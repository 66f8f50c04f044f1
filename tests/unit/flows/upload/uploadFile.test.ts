import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '@/api/client';
import { uploadFile } from '@/flows/upload/uploadFile';

const ticket = { token: 'tok', uploadUrl: 'https://up.example.cn', domain: 'https://cdn.example.cn/', expiresAt: '' };

/** Uploads a file with this ticket and answers what the upload form carried, and the upload's answer. */
async function upload(appData: typeof ticket & { key?: string }) {
  const api = { call: vi.fn().mockResolvedValue(appData) } as unknown as ApiClient;
  const fetch = vi.fn().mockResolvedValue(new Response(JSON.stringify({ key: appData.key ?? 'picked', hash: 'h' })));
  vi.stubGlobal('fetch', fetch);
  const answer = await uploadFile(api, new File(['x'], 'a.png', { type: 'image/png' }), 'image', 'failed');
  const form = (fetch.mock.calls[0] as [string, { body: FormData }])[1].body;
  return { form, answer };
}

describe('uploadFile', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('sends the key a Qiniu ticket admits, and keeps the file under it', async () => {
    const { form, answer } = await upload({ ...ticket, key: 'uploads/20261202/abc' });
    expect(form.get('key')).toBe('uploads/20261202/abc');
    expect(form.get('token')).toBe('tok');
    expect(answer.appData).toMatchObject({ key: 'uploads/20261202/abc', url: 'https://cdn.example.cn/uploads/20261202/abc' });
  });

  it('sends no key for a ticket of the server’s own store, which picks it', async () => {
    const { form, answer } = await upload(ticket);
    expect(form.has('key')).toBe(false);
    expect(answer.appData).toMatchObject({ key: 'picked', url: 'https://cdn.example.cn/picked' });
  });
});

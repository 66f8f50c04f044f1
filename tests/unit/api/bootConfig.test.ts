import { afterEach, describe, expect, it, vi } from 'vitest';
import { bootRsaPublicKey, bootTrialSite, bootWechatJsSdkUrl } from '@/api/http/bootConfig';

/* The one reader of the server's boot configuration block (server/src/plugins/bootConfig.ts). */

function serve(content: unknown): HTMLScriptElement {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = 'boot-config';
  block.textContent = typeof content === 'string' ? content : JSON.stringify(content);
  document.head.append(block);
  return block;
}

afterEach(() => {
  document.getElementById('boot-config')?.remove();
  vi.restoreAllMocks();
});

describe('the boot configuration', () => {
  it('is empty where no server wrote the page', () => {
    expect(bootRsaPublicKey()).toBeUndefined();
    expect(bootWechatJsSdkUrl()).toBeUndefined();
    expect(bootTrialSite()).toBeUndefined();
  });

  it('hands out what the server wrote', () => {
    serve({
      rsaPublicKey: '-----BEGIN PUBLIC KEY-----',
      wechatJsSdkUrl: 'https://res.wx.qq.com/open/js/jweixin-1.6.0.js',
      trial: { smsCode: '246810' },
    });
    expect(bootRsaPublicKey()).toBe('-----BEGIN PUBLIC KEY-----');
    expect(bootWechatJsSdkUrl()).toBe('https://res.wx.qq.com/open/js/jweixin-1.6.0.js');
    expect(bootTrialSite()).toEqual({ smsCode: '246810' });
  });

  it('leaves out malformed fields, and everything when the block is not JSON', () => {
    serve({ rsaPublicKey: '', wechatJsSdkUrl: 'http://res.wx.qq.com/jweixin.js', trial: { smsCode: '12ab' } });
    expect(bootRsaPublicKey()).toBeUndefined();
    expect(bootWechatJsSdkUrl()).toBeUndefined();
    expect(bootTrialSite()).toEqual({});
    document.getElementById('boot-config')!.textContent = '{not json';
    expect(bootTrialSite()).toBeUndefined();
  });

  it('parses the block once however often it is asked', () => {
    serve({ rsaPublicKey: 'key', trial: {} });
    const parse = vi.spyOn(JSON, 'parse');
    for (let i = 0; i < 3; i += 1) {
      bootRsaPublicKey();
      bootWechatJsSdkUrl();
      bootTrialSite();
    }
    expect(parse).toHaveBeenCalledTimes(1);
  });
});

import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { jsSdkSignature, signPage, signableUrl } from '../../../../server/src/modules/site/wechatSignature';

describe('WeChat JS-SDK signature', () => {
  const ticket = 'sM4AOVdWfPE4DxkXGEs8VMCPGGVi4C3VM0P37wVUCFvkVAy_90u5h9nbSlYy3-Sl-HhTdfl2fzFy1AOcHKP7qg';
  const nonceStr = 'Wm3WZYTPz0wzccnW';
  const timestamp = 1414587457;
  const url = 'http://mp.weixin.qq.com?params=value';

  it('is the SHA-1 of jsapi_ticket, noncestr, timestamp and url joined in that order', () => {
    const expected = createHash('sha1')
      .update(`jsapi_ticket=${ticket}&noncestr=${nonceStr}&timestamp=${timestamp}&url=${url}`)
      .digest('hex');
    expect(jsSdkSignature({ ticket, nonceStr, timestamp, url })).toBe(expected);
  });

  it('matches the example in the WeChat documentation', () => {
    expect(jsSdkSignature({ ticket, nonceStr, timestamp, url })).toBe('0f9de62fce790f9a083d5c99e95740ceb90c27ed');
  });

  it('signs the address without its #fragment', () => {
    expect(signableUrl('https://m.example.cn/simgle/page?id=3#top')).toBe('https://m.example.cn/simgle/page?id=3');
    expect(jsSdkSignature({ ticket, nonceStr, timestamp, url: `${url}#section` })).toBe(
      jsSdkSignature({ ticket, nonceStr, timestamp, url }),
    );
  });

  it('uses whole seconds of the given time and a fresh nonce each time', () => {
    const now = new Date('2026-03-01T08:00:00.750Z');
    const first = signPage({ appId: 'wx123', ticket, url, now });
    const second = signPage({ appId: 'wx123', ticket, url, now });
    expect(first.timestamp).toBe(Math.floor(now.getTime() / 1000));
    expect(first.nonceStr).not.toBe(second.nonceStr);
    expect(first.signature).toBe(jsSdkSignature({ ticket, nonceStr: first.nonceStr, timestamp: first.timestamp, url }));
  });
});

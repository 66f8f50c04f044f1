import { createHash } from 'node:crypto';
import QRCode from 'qrcode';
import type { SandboxTrade } from '../../../platform/db/schema';

/*
 * The sandbox cashier as a provider would serve it: one self-contained page (no scripts, works on a phone),
 * the amount, a QR code of this page for a phone on the same network, and Pay / Fail / Cancel.
 */

const CHANNEL_NAMES: Record<string, string> = {
  alipay: '支付宝',
  'alipay-qrcode': '支付宝扫码',
  weixin: '微信支付',
  icbc: '工商银行',
  'share-weixin': '微信支付（代付）',
  'share-alipay': '支付宝（代付）',
  'share-move': '手机支付宝（代付）',
  'share-icbc': '工商银行（代付）',
};

const STATUS_TEXT: Record<SandboxTrade['status'], string> = {
  waiting: '等待付款',
  paid: '已付款',
  failed: '付款失败',
  closed: '交易已关闭',
};

const CASHIER_STYLE = `
  :root { color-scheme: light; font-family: system-ui, -apple-system, "PingFang SC", "Noto Sans CJK SC", sans-serif; }
  body { margin: 0; background: #f2f5fa; color: #1f2937; }
  main { max-width: 420px; margin: 0 auto; padding: 24px 16px 40px; }
  .badge { display: inline-block; padding: 2px 10px; border-radius: 999px; background: #fff4e5; color: #b45309; font-size: 12px; }
  .card { background: #fff; border-radius: 16px; padding: 24px; box-shadow: 0 4px 20px rgba(15, 23, 42, .06); margin-top: 16px; }
  h1 { font-size: 18px; margin: 12px 0 4px; }
  .amount { font-size: 36px; font-weight: 700; color: #e11d48; margin: 12px 0; }
  .muted { color: #6b7280; font-size: 14px; margin: 4px 0; word-break: break-all; }
  .qr { width: 180px; margin: 16px auto 4px; }
  .qr svg { width: 100%; height: auto; display: block; }
  .status { font-weight: 600; margin-top: 8px; }
  form { display: grid; gap: 10px; margin-top: 20px; }
  button { font: inherit; font-size: 16px; min-height: 48px; border-radius: 12px; border: 1px solid transparent; cursor: pointer; }
  .pay { background: #16a34a; color: #fff; }
  .fail { background: #fff; border-color: #e11d48; color: #e11d48; }
  .cancel { background: #fff; border-color: #cbd5e1; color: #475569; }
  .note { margin-top: 16px; font-size: 12px; color: #6b7280; line-height: 1.6; }
  .center { text-align: center; }
  a { color: #2563eb; }
`;

/**
 * The cashier's own policy: its one style block by hash, no scripts at all, its form posting back to itself.
 */
export const CASHIER_CSP = [
  "default-src 'none'",
  `style-src 'sha256-${createHash('sha256').update(CASHIER_STYLE).digest('base64')}'`,
  "img-src 'self' data:",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
].join('; ');

function escape(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function yuan(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

export async function cashierPage(
  trade: SandboxTrade,
  options: { scanUrl: string; now: Date; message?: string },
): Promise<string> {
  const open = trade.status === 'waiting' && trade.expiresAt > options.now;
  const qr = await QRCode.toString(options.scanUrl, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  const status = open ? STATUS_TEXT.waiting : trade.status === 'waiting' ? STATUS_TEXT.closed : STATUS_TEXT[trade.status];
  const action = `?`;
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>沙箱收银台 · ¥${yuan(trade.amountCents)}</title>
<style>${CASHIER_STYLE}</style>
</head>
<body>
<main>
  <span class="badge">沙箱环境 · 不会真实扣款</span>
  <section class="card" aria-labelledby="cashier-title">
    <h1 id="cashier-title">${escape(CHANNEL_NAMES[trade.channel] ?? '在线支付')} 收银台</h1>
    <p class="muted">${escape(trade.subject)}</p>
    <p class="amount" data-testid="cashier-amount">¥${yuan(trade.amountCents)}</p>
    <p class="muted">商户订单号 ${escape(trade.outTradeNo)}</p>
    <p class="status" role="status">${status}${options.message ? `：${escape(options.message)}` : ''}</p>
    ${
      open
        ? `<div class="qr" role="img" aria-label="用手机扫码在手机上打开此收银台">${qr}</div>
    <p class="muted center">同一网络下可用手机扫码，在手机上付款</p>
    <form method="post" action="${action}">
      <button class="pay" type="submit" name="decision" value="pay">确认付款 ¥${yuan(trade.amountCents)}</button>
      <button class="fail" type="submit" name="decision" value="fail">模拟付款失败</button>
      <button class="cancel" type="submit" name="decision" value="cancel">取消付款</button>
    </form>`
        : trade.returnUrl
          ? `<p class="note"><a href="${escape(trade.returnUrl)}">返回商户页面</a></p>`
          : ''
    }
    <p class="note">付款后沙箱会像真实支付平台一样，向商户发送签名的异步通知，并跳转回商户页面。</p>
  </section>
</main>
</body>
</html>`;
}

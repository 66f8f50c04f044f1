import { describe, expect, it } from 'vitest';
import { sanitizeRichText, toPlainText } from '../../../../server/src/platform/text/sanitize';

describe('rich text sanitising', () => {
  it('keeps article markup and drops scripts, event handlers and javascript: links', () => {
    const html = sanitizeRichText(
      '<h3 onclick="steal()">标题</h3><p>正文<script>alert(1)</script><a href="javascript:alert(1)">链接</a><img src="/assets/news/a.svg" onerror="x()"></p>',
    );
    expect(html).toBe('<h3>标题</h3><p>正文<a rel="noopener noreferrer">链接</a><img src="/assets/news/a.svg" /></p>');
  });
});

describe('plain text from visitors', () => {
  it('removes markup but keeps the characters people type', () => {
    expect(toPlainText('  <b>老师</b>讲得好 <script>alert(1)</script> 1 < 2 & 3 > 2 "对"  ')).toBe(
      '老师讲得好  1 < 2 & 3 > 2 "对"',
    );
  });

  it('keeps line breaks and drops control characters', () => {
    expect(toPlainText('第一行\r\n第二行\u0007')).toBe('第一行\n第二行');
  });
});

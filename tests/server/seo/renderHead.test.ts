import { describe, expect, it } from 'vitest';
import type { PageMeta } from '../../../server/src/seo/pageMeta';
import { headTags, injectHead } from '../../../server/src/seo/renderHead';
import { clip, plainText } from '../../../server/src/seo/text';
import { readHead } from './helpers';

const meta: PageMeta = {
  title: '课程 <b>"一"</b> & \'二\'',
  shareTitle: '课程 <b>"一"</b> & \'二\'',
  description: '</title><script>alert(1)</script>',
  indexed: true,
  canonicalPath: '/course/chapter?courseId=1',
  sharePath: '/course/chapter?courseId=1',
  type: 'website',
  imageUrl: 'javascript:alert(1)',
  recordLocation: '/course/chapter?courseId=1&x="><script>',
};

describe('page head tags', () => {
  it('escapes every value it writes into text and attributes', () => {
    const html = injectHead(
      '<!doctype html><html><head><title>学伴在线</title></head><body></body></html>',
      headTags(meta, 'https://x.test'),
    );
    expect(html).not.toMatch(/<script>|<b>/);
    const head = readHead(html);
    expect(head.title).toBe(meta.title);
    expect(head.description).toBe(meta.description);
    expect(head.titleLocation).toBe(meta.recordLocation);
  });

  it('writes a picture only as an http(s) address', () => {
    const head = readHead(injectHead('<title>t</title>', headTags(meta, 'https://x.test')));
    expect(head.og('og:image')).toBeNull();
    expect(head.twitterCard).toBe('summary');
  });

  it("replaces the template's title and description, keeping everything else and its indentation", () => {
    const template = [
      '<!doctype html>',
      '<html lang="zh-CN">',
      '  <head>',
      '    <meta charset="UTF-8" />',
      '    <meta',
      '      name="description"',
      '      content="旧的描述"',
      '    />',
      '    <meta property="og:title" content="旧的" />',
      '    <title>学伴在线</title>',
      '    <script type="module" src="/assets/index.js"></script>',
      '  </head>',
      '  <body><div id="root"></div></body>',
      '</html>',
    ].join('\n');
    const html = injectHead(template, ['<title>首页</title>', '<meta name="description" content="新" />']);
    expect(html).toBe(
      [
        '<!doctype html>',
        '<html lang="zh-CN">',
        '  <head>',
        '    <meta charset="UTF-8" />',
        '    <title>首页</title>',
        '    <meta name="description" content="新" />',
        '    <script type="module" src="/assets/index.js"></script>',
        '  </head>',
        '  <body><div id="root"></div></body>',
        '</html>',
      ].join('\n'),
    );
  });

  it('puts the tags at the end of a head without a title, or first in a page without a head', () => {
    expect(injectHead('<html><head><meta charset="UTF-8"></head></html>', ['<title>a</title>'])).toBe(
      '<html><head><meta charset="UTF-8"><title>a</title></head></html>',
    );
    expect(injectHead('<!doctype html><div id="root"></div>', ['<title>a</title>'])).toBe(
      '<!doctype html><title>a</title><div id="root"></div>',
    );
  });
});

describe('description text', () => {
  it('reads rich text as one line of plain text', () => {
    expect(plainText('<p>第一段&nbsp;&amp;</p>\n<script>x()</script><p>第二段 &lt;b&gt; &#x4e00;</p>')).toBe(
      '第一段 & 第二段 <b> 一',
    );
  });

  it('cuts long text at a character, not inside one, and marks the cut', () => {
    const text = '学'.repeat(200);
    expect(Array.from(clip(text))).toHaveLength(120);
    expect(clip(text).endsWith('…')).toBe(true);
    expect(clip('短')).toBe('短');
    expect(clip('😀'.repeat(130), 10)).toBe(`${'😀'.repeat(9)}…`);
  });
});

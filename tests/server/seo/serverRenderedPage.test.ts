import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAINT_WHEN_DRAWN_END_IS_PARSED, withPageBody } from '../../../server/src/platform/plugins/staticFiles';
import { liftInlineStyles } from '../../../server/src/seo/inlineStyles';
import { styleSheetInliner } from '../../../server/src/seo/inlineStyleSheets';

const INDEX = `<body>
    <div id="root">
      <div class="boot-shell" aria-busy="true"><div class="boot-bar"></div></div>
    </div>
    <noscript>学伴在线需要启用 JavaScript 才能使用，请在浏览器设置中开启后刷新页面。</noscript>
    <script type="module" src="/assets/index.js"></script>
  </body>`;

describe('a server-drawn page', () => {
  it('takes the place of the boot shell and the notice about scripts', () => {
    const html = withPageBody(INDEX, '<main><h1>一年级语文</h1></main>');
    expect(html).toContain('<div id="root" data-server-drawn=""><main><h1>一年级语文</h1></main></div>');
    expect(html).not.toContain('boot-shell');
    expect(html).not.toContain('<noscript>');
    expect(html).toContain('<script type="module" src="/assets/index.js"></script>');
  });

  it('ends its markup with the element the head holds the first paint for, outside the root the app takes over', () => {
    const html = withPageBody(INDEX, '<main><h1>一年级语文</h1></main>');
    const endId = /href="#([\w-]+)"/.exec(PAINT_WHEN_DRAWN_END_IS_PARSED)![1];
    expect(PAINT_WHEN_DRAWN_END_IS_PARSED).toMatch(/^<link rel="expect" href="#[\w-]+" blocking="render" \/>$/);
    expect(html).toContain(`<h1>一年级语文</h1></main></div><template id="${endId}"></template>`);
  });

  it('keeps a dollar sign of the page’s text as it is', () => {
    expect(withPageBody(INDEX, "<p>$& $1 $'</p>")).toContain('<div id="root" data-server-drawn=""><p>$& $1 $\'</p></div>');
  });
});

describe('inline styles of a server-drawn page', () => {
  it('move into one style sheet, each element marked for its own rule', () => {
    const { html, css } = liftInlineStyles('<span style="--w:32%;--h:0.36rem" class="a">x</span><i style="--r:16 / 9"></i>');
    expect(html).toBe('<span data-ssr-style="0" class="a">x</span><i data-ssr-style="1"></i>');
    expect(css).toBe('[data-ssr-style="0"]{--w:32%;--h:0.36rem}[data-ssr-style="1"]{--r:16 / 9}');
  });

  it('read the entities React writes, and no value can close the style element', () => {
    const { css } = liftInlineStyles('<b style="background:url(&quot;/a.png&quot;);content:&quot;&lt;/style&gt;&quot;"></b>');
    expect(css).toBe('[data-ssr-style="0"]{background:url("/a.png");content:"\\3c /style>"}');
    expect(css).not.toContain('</style');
  });

  it('leave text that only mentions a style attribute alone', () => {
    const text = '<p>style=&quot;color:red&quot;</p>';
    expect(liftInlineStyles(text)).toEqual({ html: text, css: '' });
  });
});

describe('the style sheets of a server-drawn page', () => {
  const dist = mkdtempSync(join(tmpdir(), 'drawn-styles-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'assets/index-a1.css'), '.shell{color:red}');
  writeFileSync(join(dist, 'assets/HomePage-b2.css'), '.home{color:blue}');
  const head = `<head>
    <link rel="stylesheet" crossorigin href="/assets/index-a1.css">
    <link rel="preload" as="style" crossorigin href="/assets/HomePage-b2.css">
    <link rel="modulepreload" crossorigin href="/assets/HomePage-c3.js">
  </head>`;
  const inline = styleSheetInliner(dist);

  it('are written into the head in their order, before the links, with the response’s nonce', () => {
    const html = inline(head, 'n0nce');
    expect(html).toContain('<style nonce="n0nce">.shell{color:red}\n.home{color:blue}</style>');
    expect(html.indexOf('<style nonce')).toBeLessThan(html.indexOf('index-a1.css'));
  });

  it('stay linked but switched off, so the page’s scripts find them and add none', () => {
    const html = inline(head, 'n');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-a1.css" disabled>');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/HomePage-b2.css" disabled>');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/HomePage-c3.js">');
    expect(html).not.toContain('rel="preload" as="style"');
  });

  it('are linked as before when a file cannot be read', () => {
    const html = inline(head.replace('HomePage-b2', 'Gone-d4'), 'n');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/Gone-d4.css">');
    expect(html).toContain('<style nonce="n">.shell{color:red}</style>');
  });

  it('never close their style element early', () => {
    writeFileSync(join(dist, 'assets/odd-e5.css'), '.x::after{content:"</style><script>"}');
    const html = inline('<link rel="preload" as="style" crossorigin href="/assets/odd-e5.css">', 'n');
    expect(html.match(/<\/style/g)).toHaveLength(1);
  });
});

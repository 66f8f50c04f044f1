import { describe, expect, it } from 'vitest';
import { withPageBody } from '../../../server/src/platform/plugins/staticFiles';
import { liftInlineStyles } from '../../../server/src/seo/inlineStyles';

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

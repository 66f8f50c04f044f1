import { describe, expect, it } from 'vitest';
import { tocOf, withoutLeadingTitle } from '@/features/site/document';

describe('a server document', () => {
  const html =
    '<h2>商务合作</h2><p>导语</p><h2 id="chapter-1">第一章 &amp; 衔接</h2><h3 id="chapter-1-1">初中<b>有何不同</b></h3><h2>无编号</h2>';

  it('lists the headings that carry ids, in order, as plain text', () => {
    expect(tocOf(html)).toEqual([
      { id: 'chapter-1', text: '第一章 & 衔接', level: 2 },
      { id: 'chapter-1-1', text: '初中有何不同', level: 3 },
    ]);
  });

  it('drops its own leading title, keeping the rest', () => {
    expect(withoutLeadingTitle(html)).toMatch(/^<p>导语<\/p>/);
    expect(withoutLeadingTitle('<p>正文</p><h2>标题</h2>')).toBe('<p>正文</p><h2>标题</h2>');
  });
});

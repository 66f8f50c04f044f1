import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { modulePreloadsLast, pagePreloadTags, pageTemplate } from '../../../../server/src/platform/plugins/pagePreloads';

const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Safari/537.36';
const TABLET = 'Mozilla/5.0 (Linux; Android 13; MatePad Pro) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';

function distWith(table: object): string {
  const dist = mkdtempSync(join(tmpdir(), 'page-preloads-'));
  mkdirSync(join(dist, '.vite'));
  writeFileSync(join(dist, '.vite/page-preloads.json'), JSON.stringify(table));
  return dist;
}

describe('the preload tags of a page', () => {
  const dist = distWith({
    '/home': { scripts: ['assets/HomePage-1.js'], styles: ['assets/HomePage-2.css'], jumpable: true },
    '/news': { scripts: ['assets/NewsPage-3.js'], styles: [] },
  });
  const tagsOf = pagePreloadTags(dist);

  it('fetch the modules of a drawn page at low priority, and those of a page the browser draws as usual', () => {
    expect(tagsOf('/news', DESKTOP, true).tags).toEqual([
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/NewsPage-3.js">',
    ]);
    expect(tagsOf('/news', DESKTOP).tags).toEqual(['<link rel="modulepreload" crossorigin href="/assets/NewsPage-3.js">']);
  });

  it('give a tablet none of the desktop chunks of a page it is sent away from, by the same rule as the redirect', () => {
    expect(tagsOf('/home', TABLET).tags).toEqual([]);
    expect(tagsOf('/home', DESKTOP).tags).toHaveLength(2);
  });
});

describe('module preloads of a drawn page', () => {
  it('are fetched at low priority whatever the order of their attributes', () => {
    const html = [
      '<link rel="modulepreload" crossorigin href="/assets/a.js">',
      '<link crossorigin rel="modulepreload" href="/assets/b.js">',
      '<link rel="stylesheet" href="/assets/c.css">',
    ].join('\n');
    expect(modulePreloadsLast(html)).toBe(
      [
        '<link fetchpriority="low" rel="modulepreload" crossorigin href="/assets/a.js">',
        '<link fetchpriority="low" crossorigin rel="modulepreload" href="/assets/b.js">',
        '<link rel="stylesheet" href="/assets/c.css">',
      ].join('\n'),
    );
  });

  it('keep a priority they already have', () => {
    const html = '<link rel="modulepreload" fetchpriority="high" href="/assets/a.js">';
    expect(modulePreloadsLast(html)).toBe(html);
  });
});

describe('the page template', () => {
  it('is read once and kept, and tried again while it cannot be read', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'page-template-'));
    const file = join(dist, 'index.html');
    const template = pageTemplate(file);
    expect(await template()).toBeNull();
    writeFileSync(file, '<html>first</html>');
    expect(await template()).toBe('<html>first</html>');
    writeFileSync(file, '<html>second</html>');
    expect(await template()).toBe('<html>first</html>');
  });
});

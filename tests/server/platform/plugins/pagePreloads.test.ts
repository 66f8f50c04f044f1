import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  chunksListed,
  pagePreloadTags,
  pageTemplate,
  preloadsOf,
  withoutModulePreloads,
} from '../../../../server/src/platform/plugins/pagePreloads';

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

  it('name no modules for a drawn page, and those of a page the browser draws', () => {
    expect(preloadsOf(tagsOf('/home', DESKTOP), true)).toEqual([
      '<link rel="preload" as="style" crossorigin href="/assets/HomePage-2.css">',
    ]);
    expect(preloadsOf(tagsOf('/news', DESKTOP), false)).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/NewsPage-3.js">',
    ]);
  });

  it('give a tablet none of the desktop chunks of a page it is sent away from, by the same rule as the redirect', () => {
    expect(chunksListed(tagsOf('/home', TABLET))).toBe(false);
    expect(preloadsOf(tagsOf('/home', DESKTOP), false)).toHaveLength(2);
  });

  it('list no chunks of a page the build did not list, which the browser then draws itself', () => {
    expect(chunksListed(tagsOf('/nowhere', DESKTOP))).toBe(false);
    expect(chunksListed(tagsOf('/news', DESKTOP))).toBe(true);
  });
});

describe('module preloads of a drawn page', () => {
  it('are all left out, whatever the order of their attributes, and nothing else is', () => {
    const html = [
      '<head>',
      '    <link rel="modulepreload" crossorigin href="/assets/a.js">',
      '    <link crossorigin rel="modulepreload" href="/assets/b.js">',
      '    <link rel="stylesheet" href="/assets/c.css">',
      '    <script type="module" src="/assets/index.js"></script>',
    ].join('\n');
    expect(withoutModulePreloads(html)).toBe(
      [
        '<head>',
        '    <link rel="stylesheet" href="/assets/c.css">',
        '    <script type="module" src="/assets/index.js"></script>',
      ].join('\n'),
    );
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

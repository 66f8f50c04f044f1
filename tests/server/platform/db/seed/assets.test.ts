import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  LESSON_VIDEO_FILES,
  SAMPLE_POSTER_PATH,
  SHORT_CLIP_FILES,
  courses,
} from '../../../../../server/src/platform/db/seed/data/index';
import { allData, stringsIn } from './all-data';

// jsdom ships without type declarations here; only its XML parser is needed.
const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new (html: string) => { window: { DOMParser: new () => DOMParser } };
};

const ASSETS_DIR = resolve(__dirname, '../../../../../server/assets');
const MEDIA_DIR = resolve(__dirname, '../../../../../server/media');

/**
 * Asset paths held in `…Path` fields (routes in `linkPath` and the Android store page in `androidPath`, as the
 * basic data names it, are not files) and `/assets/…` sources inside HTML.
 */
function referencedAssets(): Map<string, string> {
  const found = new Map<string, string>();
  for (const [path, value] of stringsIn(allData)) {
    const key = path.slice(path.lastIndexOf('.') + 1);
    if (/Path$/.test(key) && key !== 'linkPath' && key !== 'androidPath') found.set(value, path);
    for (const match of value.matchAll(/src="\/assets\/([^"]+)"/g)) {
      if (match[1]) found.set(match[1], path);
    }
  }
  return found;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

describe('demo assets', () => {
  it('has a file under server/assets for every asset the data refers to', () => {
    const referenced = referencedAssets();
    expect(referenced.size).toBeGreaterThan(150);
    const missing = [...referenced].filter(([file]) => !existsSync(join(ASSETS_DIR, file)));
    expect(missing).toEqual([]);
  });

  it('keeps asset paths relative to server/assets', () => {
    for (const file of referencedAssets().keys()) {
      expect(file, file).not.toMatch(/^(\/|\.\.|[a-z]+:)/i);
    }
  });

  it('gives every course its own cover image', () => {
    const covers = courses.map((c) => c.coverPath);
    expect(new Set(covers).size).toBe(courses.length);
  });

  it('writes every SVG as well-formed XML with an accessible label', () => {
    const parser = new new JSDOM('').window.DOMParser();
    const svgs = filesUnder(ASSETS_DIR).filter((f) => f.endsWith('.svg'));
    expect(svgs.length).toBeGreaterThan(100);
    for (const file of svgs) {
      const doc = parser.parseFromString(readFileSync(file, 'utf8'), 'image/svg+xml');
      expect(doc.getElementsByTagName('parsererror').length, file).toBe(0);
      expect(doc.documentElement.getAttribute('aria-label'), file).toBeTruthy();
    }
  });

  it('prints each course title on the source of its cover', () => {
    for (const course of courses) {
      const svg = readFileSync(join(ASSETS_DIR, course.coverPath.replace(/\.webp$/, '.svg')), 'utf8');
      expect(svg, course.code).toContain(`aria-label="${course.title}"`);
    }
  });

  it('ships every content picture the data refers to as WebP, with its SVG source beside it', () => {
    const pictures = [...referencedAssets().keys()].filter((file) =>
      /^(covers|banners|news|avatars\/(teacher|tutor|student))/.test(file),
    );
    expect(pictures.length).toBeGreaterThan(100);
    for (const file of pictures) {
      expect(file).toMatch(/\.webp$/);
      const head = readFileSync(join(ASSETS_DIR, file)).subarray(0, 12);
      expect(`${head.subarray(0, 4).toString('latin1')}${head.subarray(8, 12).toString('latin1')}`, file).toBe('RIFFWEBP');
      expect(existsSync(join(ASSETS_DIR, file.replace(/\.webp$/, '.svg'))), file).toBe(true);
    }
  });

  it('ships QR codes as PNG images', () => {
    const qrs = filesUnder(join(ASSETS_DIR, 'qr'));
    expect(qrs.length).toBeGreaterThanOrEqual(7);
    for (const file of qrs) {
      expect(readFileSync(file).subarray(0, 8).toString('hex'), file).toBe('89504e470d0a1a0a');
    }
  });

  it('ships small MP4 lesson videos outside the public assets, with a poster image', () => {
    const files = [...LESSON_VIDEO_FILES, ...SHORT_CLIP_FILES].map((file) => readFileSync(join(MEDIA_DIR, 'video', file)));
    expect(files.reduce((sum, video) => sum + video.length, 0)).toBeLessThan(400 * 1024);
    for (const video of files) {
      expect(video.subarray(4, 8).toString('latin1')).toBe('ftyp');
      // faststart puts the index before the media data so playback starts before the download ends
      expect(video.indexOf('moov')).toBeLessThan(video.indexOf('mdat'));
    }
    expect(filesUnder(ASSETS_DIR).filter((file) => file.endsWith('.mp4'))).toEqual([]);
    expect(readFileSync(join(ASSETS_DIR, SAMPLE_POSTER_PATH)).subarray(1, 4).toString('latin1')).toBe('PNG');
  });
});

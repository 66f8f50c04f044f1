import { copyFile, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import { createTestApp, type TestApp } from '../support/testApp';

// jsdom ships without type declarations here; its HTML and XML parsers read what the server sends.
const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new (html?: string) => { window: { document: Document; DOMParser: new () => DOMParser } };
};

const REPO_ROOT = resolve(import.meta.dirname, '../../..');

/** A dist/ holding the app's own index.html template, so the tests do not depend on a build. */
export async function fakeDist(): Promise<{ dir: string; cleanup: () => Promise<void> }> {
  const root = await mkdtemp(join(tmpdir(), 'xueban-seo-'));
  const dir = join(root, 'dist');
  await mkdir(dir);
  await copyFile(join(REPO_ROOT, 'index.html'), join(dir, 'index.html'));
  // The console's page, as its build writes it beside the site's.
  await copyFile(join(REPO_ROOT, 'src/app/console/admin.html'), join(dir, 'admin.html'));
  return { dir, cleanup: () => rm(root, { recursive: true, force: true }) };
}

/** A test app that serves the app's own index.html for page addresses, for the tests of one file. */
export function appServingPages(): { readonly t: TestApp; readonly distDir: string } {
  let app: TestApp | undefined;
  let dist: Awaited<ReturnType<typeof fakeDist>> | undefined;
  beforeAll(async () => {
    dist = await fakeDist();
    app = await createTestApp({ build: { distDir: dist.dir } });
  });
  afterAll(async () => {
    await app?.close();
    await dist?.cleanup();
  });
  return {
    get t() {
      if (!app) throw new Error('the app starts in beforeAll');
      return app;
    },
    get distDir() {
      if (!dist) throw new Error('the build folder is made in beforeAll');
      return dist.dir;
    },
  };
}

export interface Head {
  title: string;
  titleLocation: string | null;
  titles: number;
  description: string | null;
  descriptions: number;
  robots: string | null;
  canonical: string | null;
  og(property: string): string | null;
  twitterCard: string | null;
  /** Pictures the head asks the browser to fetch at once (rel=preload as=image). */
  preloadedImages: string[];
  /** The candidates (imagesrcset, imagesizes) of those preloads that name them. */
  preloadedCandidates: { srcSet: string; sizes: string }[];
}

/** The head of a served page as a browser (or a crawler) reads it. */
export function readHead(html: string): Head {
  const { document } = new JSDOM(html).window;
  const content = (selector: string) => document.querySelector(selector)?.getAttribute('content') ?? null;
  const title = document.querySelector('title');
  return {
    title: title?.textContent ?? '',
    titleLocation: title?.getAttribute('data-location') ?? null,
    titles: document.querySelectorAll('title').length,
    description: content('meta[name="description"]'),
    descriptions: document.querySelectorAll('meta[name="description"]').length,
    robots: content('meta[name="robots"]'),
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
    og: (property) => content(`meta[property="${property}"]`),
    twitterCard: content('meta[name="twitter:card"]'),
    preloadedImages: [...document.querySelectorAll('link[rel="preload"][as="image"]')].map(
      (link) => link.getAttribute('href') ?? '',
    ),
    preloadedCandidates: [...document.querySelectorAll('link[rel="preload"][as="image"][imagesrcset]')].map((link) => ({
      srcSet: link.getAttribute('imagesrcset') ?? '',
      sizes: link.getAttribute('imagesizes') ?? '',
    })),
  };
}

/** Parses XML strictly; throws on anything that is not well-formed. */
export function parseXml(xml: string): Document {
  const { DOMParser } = new JSDOM().window;
  const document = new DOMParser().parseFromString(xml, 'application/xml');
  const error = document.getElementsByTagName('parsererror')[0];
  if (error) throw new Error(`not well-formed XML: ${error.textContent ?? ''}`);
  return document;
}

/** The boot configuration a served page carries for its scripts (null when it has none). */
export function readBootConfig(html: string): unknown {
  const { document } = new JSDOM(html).window;
  const blocks = document.querySelectorAll('script#boot-config');
  if (blocks.length === 0) return null;
  expect(blocks).toHaveLength(1);
  expect(blocks[0]?.getAttribute('type')).toBe('application/json');
  return JSON.parse(blocks[0]?.textContent ?? '') as unknown;
}

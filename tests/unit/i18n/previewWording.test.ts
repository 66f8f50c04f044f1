import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * The free lessons of a course are videos: the product calls watching one before buying 试看 everywhere —
 * both catalogs, the demo content and the server's messages — never 试听 (listening) on another screen.
 */
const PLACES = ['src/i18n/locales', 'contract/api/schemas', 'server/src'];

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : /\.(ts|tsx|json|html)$/.test(name) ? [path] : [];
  });
}

describe('the wording of a free lesson', () => {
  it('is 试看 in every catalog, seed text and server message', () => {
    const offending = PLACES.flatMap(filesUnder).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .map((line, index) => ({ where: `${file}:${index + 1}`, line }))
        .filter(({ line }) => line.includes('试听')),
    );
    expect(offending.map(({ where, line }) => `${where} ${line.trim()}`)).toEqual([]);
  });

  it('is "free preview" in English', () => {
    const english = filesUnder('src/i18n/locales/en')
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    expect(english).not.toMatch(/\btrial lessons?\b/i);
    expect(english).toMatch(/preview/i);
  });
});

/**
 * Size budget report: the JavaScript a first visit downloads before its page chunk (the entry and its
 * static imports), gzip, against the 130 KB budget; and every lazy chunk, which loads only on its route.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 130;
const dist = 'dist';
const manifestPath = join(dist, '.vite/manifest.json');
if (!existsSync(manifestPath)) {
  console.error('No build manifest: run npm run build first.');
  process.exit(1);
}

interface Chunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, Chunk>;
const gzipKb = (file: string) => gzipSync(readFileSync(join(dist, file))).length / 1024;

function staticGraph(keys: string[], seen = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (seen.has(key)) continue;
    seen.add(key);
    staticGraph(manifest[key]?.imports ?? [], seen);
  }
  return seen;
}

const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
const initial = staticGraph(entries);
const initialKb = [...initial].reduce((sum, key) => sum + gzipKb(manifest[key]!.file), 0);
const initialCssKb = [...initial].flatMap((key) => manifest[key]!.css ?? []).reduce((sum, file) => sum + gzipKb(file), 0);

console.log('First visit, before the page chunk (gzip):');
for (const key of initial) console.log(`  ${gzipKb(manifest[key]!.file).toFixed(1).padStart(7)} KB  ${manifest[key]!.file}`);
console.log(
  `  ${initialKb.toFixed(1).padStart(7)} KB  JavaScript total (budget ${BUDGET_KB} KB)   + ${initialCssKb.toFixed(1)} KB CSS`,
);

const lazy = Object.keys(manifest).filter((key) => manifest[key]!.isDynamicEntry);
console.log(
  `\nLazy chunks (${lazy.length}), loaded only on their route (gzip, own file plus shared imports not in the first visit):`,
);
for (const key of lazy.sort()) {
  const own = [...staticGraph([key])].filter((k) => !initial.has(k));
  const kb = own.reduce((sum, k) => sum + gzipKb(manifest[k]!.file), 0);
  console.log(`  ${kb.toFixed(1).padStart(7)} KB  ${manifest[key]!.src ?? key}`);
}

const within = initialKb <= BUDGET_KB;
console.log(`\n${within ? 'within' : 'OVER'} budget: ${initialKb.toFixed(1)} KB of ${BUDGET_KB} KB`);
process.exitCode = within ? 0 : 1;

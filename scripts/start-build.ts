/** Whether dist/ (or another build folder) is missing or older than the sources it is built from. */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const sources = [
  'src',
  'contract',
  'design-tokens',
  'machines',
  'index.html',
  'vite.config.ts',
  'vite.console.config.ts',
  'package.json',
];

function newestChange(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((latest, name) => Math.max(latest, newestChange(join(path, name))), stat.mtimeMs);
}

export function needsBuild(outDir = 'dist'): boolean {
  const built = join(outDir, 'index.html');
  if (!existsSync(built)) return true;
  const builtAt = statSync(built).mtimeMs;
  return sources.some((source) => newestChange(source) > builtAt);
}

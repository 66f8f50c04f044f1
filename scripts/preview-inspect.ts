/**
 * `npm run preview:inspect`: the production build of the site and the console with the Stately inspector
 * allowed (VITE_INSPECTOR=on, so `?inspect=1` opens it as in development), in a folder of its own
 * (.tmp/preview-inspect) so dist/ stays the release build; then the one server process on it, as `npm start`
 * runs it (embedded database, demo content). For QA: the real bundles, chunks and server, with the inspector.
 */
import { fileURLToPath } from 'node:url';
import { needsBuild } from './start-build';

const OUT_DIR = '.tmp/preview-inspect';
// Vite's build sets NODE_ENV=production in this process; the server runs as `npm start` does (see scripts/start.ts).
const nodeEnv = process.env.NODE_ENV || 'development';
const outDir = fileURLToPath(new URL(`../${OUT_DIR}`, import.meta.url));
const config = (file: string) => fileURLToPath(new URL(`../${file}`, import.meta.url));

if (needsBuild(OUT_DIR)) {
  console.log(`Building the web app with the inspector (${OUT_DIR}/)…`);
  // Read by Vite as import.meta.env.VITE_INSPECTOR in all three builds.
  process.env.VITE_INSPECTOR = 'on';
  const { build } = await import('vite');
  // The site's build starts the console's and the render's only when it writes dist/: here each is asked for.
  await build({ configFile: config('vite.config.ts'), logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  await build({ configFile: config('vite.console.config.ts'), logLevel: 'warn', build: { outDir } });
  await build({ configFile: config('vite.ssr.config.ts'), logLevel: 'warn', build: { outDir: `${outDir}/ssr` } });
}

process.env.WEB_ROOT = outDir;
process.env.NODE_ENV = nodeEnv;
const { main } = await import('../server/src/server.ts');
await main();

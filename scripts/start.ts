/**
 * `npm start`: builds the SPA when the build is missing or older than its sources, then starts the one
 * server process (API + SPA) in this process.
 */
import { spawnSync } from 'node:child_process';
import { needsBuild } from './start-build';

if (needsBuild()) {
  console.log('Building the web app (dist/)…');
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const { main } = await import('../server/src/server.ts');
await main();

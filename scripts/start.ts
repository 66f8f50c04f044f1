/**
 * `npm start`: builds the SPA when the build is missing or older than its sources, then starts the one
 * server process (API + SPA) in this process. It is the local run of the product (embedded database, demo
 * content, development keys), so it says NODE_ENV=development itself: the server takes an unset NODE_ENV
 * for production. An explicit NODE_ENV is kept.
 */
import { spawnSync } from 'node:child_process';
import { needsBuild } from './start-build';

if (needsBuild()) {
  console.log('Building the web app (dist/)…');
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// Set after the build, which stays a production bundle whatever the server runs as.
process.env.NODE_ENV ||= 'development';
const { main } = await import('../server/src/server.ts');
await main();

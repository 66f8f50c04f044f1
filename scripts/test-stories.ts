/** Runs the stories' play functions and axe checks (test-runner) against the static Storybook build. */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { serveStatic } from './static-server';

const dir = resolve(process.env.STORYBOOK_DIR ?? 'storybook-static');
if (!existsSync(resolve(dir, 'index.json'))) {
  console.error(`No Storybook build in ${dir}: run npm run build-storybook`);
  process.exit(1);
}
const { server, url } = await serveStatic(dir);
const child = spawn('npx', ['test-storybook', '--url', url, '--maxWorkers=2', ...process.argv.slice(2)], { stdio: 'inherit' });
const code: number = await new Promise((done) => child.on('exit', (c) => done(c ?? 1)));
server.close();
process.exit(code);

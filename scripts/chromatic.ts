/** Publishes the Storybook build to Chromatic when a project token is configured; otherwise says why not. */
import { spawnSync } from 'node:child_process';

const token = process.env.CHROMATIC_PROJECT_TOKEN;
if (!token) {
  console.error('CHROMATIC_PROJECT_TOKEN is not set: nothing published. Set it to publish Storybook to Chromatic.');
  process.exit(1);
}
const build = spawnSync('npm', ['run', 'build-storybook'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
const run = spawnSync(
  'npx',
  ['chromatic', '--project-token', token, '--storybook-build-dir', 'storybook-static', '--exit-zero-on-changes'],
  {
    stdio: 'inherit',
  },
);
process.exit(run.status ?? 1);

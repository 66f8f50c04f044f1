import { existsSync } from 'node:fs';

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/*
 * The browser the tests drive: Debian's headless shell (package chromium-headless-shell) when it is there, the
 * same Blink without the full browser around it, as Playwright's own headless runs use. On a loaded 2-core host
 * the browser tests took 7.4 min with it and 15.6 min with the full /usr/bin/chromium, whose browser process
 * alone took 40 % of the CPU. (The visual baselines are the full browser's: the shell resolves the generic
 * `monospace` face and draws charts' text differently, so 75 of 3567 shots differed.) CHROMIUM_PATH names another.
 */
export const testBrowserPath: string =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

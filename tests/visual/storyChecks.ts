/**
 * The stories' own checks, made during the visual pass: a story passes when it renders without an error,
 * its play function passes and axe (the a11y addon, run by the preview after each render) finds no
 * violation it is told to fail on. These are the checks of the Storybook test-runner (`npm run
 * test:interactions`), read from the same preview events it reads; making them while the picture is taken
 * spares a second pass that loaded the preview again for every stories file (112 loads, 360 s of 600).
 */
import type { Page } from 'playwright';

/** The one picture of each story that is checked: Chinese on the desktop, the product's main view. */
export function checksStory(viewport: string, locale: string): boolean {
  return viewport === 'desktop' && locale === 'zh-CN';
}

interface A11yReport {
  type: string;
  status: 'passed' | 'warning' | 'failed';
  result?: {
    error?: unknown;
    violations?: { id: string; impact?: string; help: string; nodes: { target: unknown[] }[] }[];
  };
}

interface StoryCheck {
  errors: string[];
  finished: { storyId: string; status: string; reporters?: A11yReport[] } | null;
}

type CheckedWindow = Window & { __storyCheck?: StoryCheck };

type ListenedWindow = CheckedWindow & {
  __STORYBOOK_PREVIEW__?: { channel: { on(event: string, listener: (payload: unknown) => void): void } };
};

/**
 * In the page, before it switches to another story: listens to the preview's channel (once per page) and
 * forgets what the last story reported. Sent into the page as source, so it names nothing outside itself.
 */
export function startStoryCheck(): void {
  const w = window as ListenedWindow;
  if (!w.__storyCheck) {
    const describe = (payload: unknown): string => {
      const first = Array.isArray(payload) ? payload[0] : payload;
      if (first && typeof first === 'object') {
        const { message, description } = first as { message?: string; description?: string };
        return String(message ?? description ?? JSON.stringify(first));
      }
      return String(first);
    };
    const channel = w.__STORYBOOK_PREVIEW__!.channel;
    for (const event of [
      'storyErrored',
      'storyThrewException',
      'playFunctionThrewException',
      'unhandledErrorsWhilePlaying',
      'storyMissing',
    ]) {
      channel.on(event, (payload) => w.__storyCheck!.errors.push(`${event}: ${describe(payload)}`));
    }
    channel.on('storyFinished', (payload) => {
      w.__storyCheck!.finished = payload as StoryCheck['finished'];
    });
  }
  w.__storyCheck = { errors: [], finished: null };
}

/** Until the story's checks have ended (play function and axe): at most 15 s, then it counts as a failure. */
export async function waitForStoryFinished(page: Page, storyId: string): Promise<void> {
  await page
    .waitForFunction((storyId) => (window as CheckedWindow).__storyCheck?.finished?.storyId === storyId, storyId, {
      timeout: 15000,
    })
    .catch(() => undefined);
}

/** What is wrong with the story just rendered on `page`; empty when it passed. */
export async function storyCheckFailures(page: Page, storyId: string): Promise<string[]> {
  const check = await page.evaluate(() => (window as CheckedWindow).__storyCheck!);
  const failures = [...check.errors];
  if (check.finished?.storyId !== storyId) failures.push('the story never finished rendering (no storyFinished event in 15 s)');
  for (const report of check.finished?.reporters ?? []) {
    if (report.type !== 'a11y') continue;
    if (report.result?.error) failures.push(`axe could not run: ${String(report.result.error)}`);
    const violations = (report.result?.violations ?? []).map(
      (violation) =>
        `${violation.id} (${violation.impact ?? 'no impact'}): ${violation.help} at ${violation.nodes
          .map((node) => node.target.join(' '))
          .join(', ')}`,
    );
    if (report.status === 'failed') failures.push(...violations.map((violation) => `a11y ${violation}`));
    else if (report.status === 'warning')
      for (const violation of violations) console.warn(`a11y (todo) ${storyId}: ${violation}`);
  }
  if (check.finished?.status === 'error' && failures.length === 0) failures.push('the story reported an error');
  return failures;
}

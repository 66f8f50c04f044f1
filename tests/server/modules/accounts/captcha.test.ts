import { describe, expect, it } from 'vitest';
import { CAPTCHA_TTL_SECONDS, createCaptchaService } from '../../../../server/src/modules/accounts/captcha';
import { createMemoryStore } from '../../../../server/src/platform/store';

function setup(fixedAnswer?: string) {
  let now = Date.now();
  const store = createMemoryStore(() => now);
  return {
    store,
    captcha: createCaptchaService(store, { fixedAnswer }),
    advance(seconds: number) {
      now += seconds * 1000;
    },
  };
}

describe('captcha service', () => {
  it('draws an SVG image and keeps the answer under the client id', async () => {
    const { captcha, store } = setup();
    const svg = await captcha.issue('login-1');
    expect(svg).toMatch(/^<svg[\s\S]*<\/svg>$/);
    const answer = await store.get('captcha:login-1');
    expect(answer).toMatch(/^[a-z0-9]{4}$/);
  });

  it('draws the characters with the noise as one path, which cannot be cut into characters by its elements', async () => {
    const { captcha } = setup('Xb26');
    const svg = await captcha.issue('cap-draw');
    expect(svg).toMatch(/^<svg[^>]* width="120" height="40"/);
    const paths = [...svg.matchAll(/<path ([^>]*)\/>/g)].map(([, attributes]) => attributes!);
    const filled = paths.filter((attributes) => !attributes.includes('fill="none"'));
    // svg-captcha draws one filled path per character; here every character, band and speck share one.
    expect(filled).toHaveLength(1);
    const d = /\bd="([^"]*)"/.exec(filled[0]!)![1]!;
    // Only straight pieces, their number random: no glyph outline to match against the font.
    expect(d).toMatch(/^M[\d.\s-]+(L[\d.\s-]+)*Z(M[\d.\s-]+(L[\d.\s-]+)*Z)*$/);
    expect(d.split('M').length - 1).toBeGreaterThan(20);
    // The same answer is drawn differently each time.
    const again = /<path fill="[^"]*"[^>]*\bd="([^"]*)"/.exec(await captcha.issue('cap-draw'))![1];
    expect(again).not.toBe(d);
  });

  it('accepts the answer in any letter case', async () => {
    const { captcha } = setup('Xb26');
    await captcha.issue('cap-1');
    expect(await captcha.verifyCaptcha('cap-1', 'xB26')).toBe(true);
  });

  it('accepts an answer only once', async () => {
    const { captcha } = setup('Xb26');
    await captcha.issue('cap-2');
    expect(await captcha.verifyCaptcha('cap-2', 'xb26')).toBe(true);
    expect(await captcha.verifyCaptcha('cap-2', 'xb26')).toBe(false);
  });

  it('uses the answer up after a wrong guess, so guesses cannot be repeated', async () => {
    const { captcha } = setup('Xb26');
    await captcha.issue('cap-3');
    expect(await captcha.verifyCaptcha('cap-3', 'zzzz')).toBe(false);
    expect(await captcha.verifyCaptcha('cap-3', 'xb26')).toBe(false);
  });

  it('expires after five minutes', async () => {
    const { captcha, advance } = setup('Xb26');
    await captcha.issue('cap-4');
    advance(CAPTCHA_TTL_SECONDS + 1);
    expect(await captcha.verifyCaptcha('cap-4', 'xb26')).toBe(false);
  });

  it('replaces the answer when the same id asks for a new image', async () => {
    const { captcha, store } = setup();
    await captcha.issue('cap-5');
    const first = await store.get('captcha:cap-5');
    let second = first;
    for (let i = 0; i < 5 && second === first; i += 1) {
      await captcha.issue('cap-5');
      second = await store.get('captcha:cap-5');
    }
    expect(second).not.toBe(first);
    expect(await captcha.verifyCaptcha('cap-5', first!)).toBe(false);
  });

  it('checks an answer for an upload without using a right one up, but uses a wrong one up', async () => {
    const { captcha } = setup('Xb26');
    await captcha.issue('cap-6');
    expect(await captcha.checkCaptcha('cap-6', 'XB26')).toBe(true);
    expect(await captcha.checkCaptcha('cap-6', 'xb26')).toBe(true);
    // The form's own submission still takes it, once.
    expect(await captcha.verifyCaptcha('cap-6', 'xb26')).toBe(true);
    expect(await captcha.checkCaptcha('cap-6', 'xb26')).toBe(false);

    await captcha.issue('cap-7');
    expect(await captcha.checkCaptcha('cap-7', 'zzzz')).toBe(false);
    expect(await captcha.checkCaptcha('cap-7', 'xb26')).toBe(false);
    expect(await captcha.verifyCaptcha('cap-7', 'xb26')).toBe(false);
  });

  it('lets only one of several guesses at once see the answer', async () => {
    const { captcha } = setup('Xb26');
    await captcha.issue('cap-8');
    const guesses = await Promise.all(['aaaa', 'bbbb', 'cccc', 'xb26'].map((guess) => captcha.checkCaptcha('cap-8', guess)));
    // The first guess took the answer away (and, being wrong, kept it away): the right one came too late.
    expect(guesses).toEqual([false, false, false, false]);
  });

  it('refuses ids that do not look like captcha ids', async () => {
    const { captcha } = setup('Xb26');
    expect(await captcha.verifyCaptcha('bad id!', 'xb26')).toBe(false);
  });
});

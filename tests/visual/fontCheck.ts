/**
 * Which faces a story's text is drawn in, as Chromium reports them (DevTools protocol,
 * CSS.getPlatformFontsForNode): a story passes when every glyph is in a face that the font stacks name and that a
 * fresh machine gets from `.ci/run`. Text that falls back to whatever else the machine has (a generic `monospace`
 * resolved to another package's face, a glyph no named face holds) would make the pictures depend on that
 * machine: on one that also had imagemagick's fonts, 47 pictures changed.
 */
import type { CDPSession, Page } from 'playwright';

/**
 * The machine's faces the stories may use, each named in a font stack and installed by `.ci/run`: Noto Sans/Serif
 * CJK SC, and Noto Sans Mono CJK SC for Chinese in the machines' monospace (fonts-noto-cjk); DejaVu Sans, for the symbols no CJK face holds (✕, ⋮), and DejaVu Sans Mono
 * (fonts-dejavu-core); Liberation Sans (fonts-liberation), the metric twin of the Arial that the numeric stack and
 * the charts name. Faces the pages bring themselves (KaTeX's) are theirs wherever they run.
 */
export const EXPECTED_FACES = new Set([
  'Noto Sans CJK SC',
  'Noto Serif CJK SC',
  'Noto Sans Mono CJK SC',
  'DejaVu Sans',
  'DejaVu Sans Mono',
  'Liberation Sans',
]);

const sessions = new WeakMap<Page, Promise<CDPSession>>();

function sessionOf(page: Page): Promise<CDPSession> {
  let session = sessions.get(page);
  if (!session) {
    session = (async () => {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('DOM.enable');
      await cdp.send('CSS.enable');
      return cdp;
    })();
    sessions.set(page, session);
  }
  return session;
}

/** The faces the story on `page` draws text in that are not expected, with a sample of the text each draws. */
export async function unexpectedFaces(page: Page): Promise<string[]> {
  const cdp = await sessionOf(page);
  // Only elements that hold text of their own: the faces of an element's children are their own nodes'.
  const marker = 'data-font-probe';
  const marked = await page.evaluate((marker) => {
    let count = 0;
    for (const element of document.querySelectorAll('body *')) {
      const ownText = [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim());
      // Text kept for screen readers only (a formula's MathML beside its drawing) is in no picture. (No named
      // helper: the page has not the helper tsx wraps named functions in.)
      let hidden = false;
      for (let at: Element | null = element; ownText && !hidden && at && at !== document.body; at = at.parentElement) {
        const box = at.getBoundingClientRect();
        hidden = box.width <= 1 && box.height <= 1 && getComputedStyle(at).overflow !== 'visible';
      }
      if (ownText && !hidden) {
        element.setAttribute(marker, '');
        count += 1;
      }
    }
    return count;
  }, marker);
  if (marked === 0) return [];
  const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
  const { nodeIds } = await cdp.send('DOM.querySelectorAll', { nodeId: root.nodeId, selector: `[${marker}]` });
  const found = new Map<string, string>();
  for (const nodeId of nodeIds) {
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId }).catch(() => ({ fonts: [] }));
    for (const font of fonts) {
      if (font.isCustomFont || EXPECTED_FACES.has(font.familyName) || found.has(font.familyName)) continue;
      const { outerHTML } = await cdp.send('DOM.getOuterHTML', { nodeId });
      found.set(
        font.familyName,
        outerHTML
          .replace(/<[^>]+>/g, ' ')
          .replace(/\s+/g, ' ')
          .trim()
          .slice(0, 40),
      );
    }
  }
  await page.evaluate((marker) => {
    for (const element of document.querySelectorAll(`[${marker}]`)) element.removeAttribute(marker);
  }, marker);
  return [...found].map(
    ([face, text]) => `text drawn in “${face}”, not a face the font stacks name and .ci/run installs (“${text}”)`,
  );
}

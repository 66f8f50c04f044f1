import { getNonce } from 'get-nonce';
import * as mediaChrome from 'media-chrome';

type TemplateHTML = (this: unknown, ...args: unknown[]) => string;

/** A style element of a template that does not carry a nonce yet (a nested element's template may already). */
const STYLE_WITHOUT_NONCE = /<style(?![^>]*\bnonce=)/g;

let given = false;

/**
 * media-chrome draws each element's shadow DOM from an HTML template with a <style> element in it. The page's
 * Content-Security-Policy admits style elements only with the response's nonce (see cspNonce.ts), so without
 * one every player style was refused: the control bar fell out of view and a lesson could not be started.
 * Each element class's template now carries the nonce the entry adopted from the page. Without a policy
 * (Storybook, unit tests) there is no nonce and the templates stay as they are.
 */
export function giveMediaChromeTheNonce(): void {
  if (given) return;
  given = true;
  for (const exported of Object.values(mediaChrome)) {
    if (typeof exported !== 'function' || !Object.hasOwn(exported, 'getTemplateHTML')) continue;
    const element = exported as unknown as { getTemplateHTML: TemplateHTML };
    const original = element.getTemplateHTML;
    // A regular function: the templates read `this` (the element's class, or a subclass inheriting the template).
    element.getTemplateHTML = function withNonce(this: unknown, ...args: unknown[]) {
      const html = original.apply(this, args);
      const nonce = getNonce();
      return nonce ? html.replace(STYLE_WITHOUT_NONCE, `<style nonce="${nonce}"`) : html;
    };
  }
}

import { setNonce } from 'get-nonce';

/**
 * The server's Content-Security-Policy admits inline <style> elements only with this response's nonce, which it
 * writes into a meta tag of the page. Dialogs lock page scrolling with such an element (react-remove-scroll via
 * get-nonce), so the nonce is handed over before anything renders.
 */
export function adoptCspNonce(doc: Document = document): void {
  const nonce = doc.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content;
  if (nonce) setNonce(nonce);
}

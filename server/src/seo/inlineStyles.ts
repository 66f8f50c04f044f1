/** The entities React writes in an attribute value, back to the characters they stand for. */
const ENTITIES: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&#x27;': "'", '&lt;': '<', '&gt;': '>' };

/**
 * Moves the style attributes of server-rendered markup into one style sheet: the site's policy refuses
 * inline style attributes (a nonce can allow a style element, never an attribute), so each element gets
 * a data attribute and the sheet a rule for it. The browser's own render sets such styles through the
 * DOM, which the policy allows, and replaces the markup.
 */
export function liftInlineStyles(html: string): { html: string; css: string } {
  const rules: string[] = [];
  const lifted = html.replace(/ style="([^"]*)"/g, (_match, value: string) => {
    const declarations = value.replace(/&(?:amp|quot|#x27|lt|gt);/g, (entity) => ENTITIES[entity] ?? entity);
    const id = rules.length;
    // `<` is written as a CSS escape, so that no value can close the style element.
    rules.push(`[data-ssr-style="${id}"]{${declarations.replace(/</g, '\\3c ')}}`);
    return ` data-ssr-style="${id}"`;
  });
  return { html: lifted, css: rules.join('') };
}

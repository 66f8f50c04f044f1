import katex from 'katex';
import 'katex/dist/katex-swap.min.css';

/**
 * Draws a formula into an element (with MathML beside it for screen readers). KaTeX builds the nodes itself
 * and sets their positions through the style object, which the site's Content-Security-Policy allows where
 * inline style attributes are refused. Commands that could link or run anything stay off (`trust` is
 * false), and a mistake is drawn in red in place rather than breaking the question.
 */
export function drawFormula(tex: string, display: boolean, into: HTMLElement): void {
  katex.render(tex, into, { displayMode: display, throwOnError: false, strict: 'ignore', output: 'htmlAndMathml' });
}

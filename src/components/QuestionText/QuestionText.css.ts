import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@tokens/theme.css';

export const root = style({ overflowWrap: 'anywhere' });

/** A formula still downloading its renderer: its TeX, quietly. */
export const pending = style({
  fontFamily: vars.font.family.numeric,
  fontSize: '0.92em',
  color: vars.color.neutral[600],
});

export const inline = style({ whiteSpace: 'nowrap' });

/** A formula on its own line scrolls sideways on a narrow phone instead of overflowing the card. */
export const display = style({
  display: 'block',
  maxWidth: '100%',
  overflowX: 'auto',
  overflowY: 'hidden',
  margin: `${vars.space[2]} 0`,
});

export const picture = style({
  display: 'block',
  maxWidth: '100%',
  maxHeight: 240,
  height: 'auto',
  margin: `${vars.space[2]} 0`,
  borderRadius: vars.radius.sm,
  background: vars.color.neutral[0],
});

// KaTeX measures its fraction bars, roots and scripts in the content box and sizes its own SVGs: the site's
// border-box and block-SVG resets would squash them.
globalStyle('.katex, .katex *, .katex *::before, .katex *::after', { boxSizing: 'content-box' });
globalStyle('.katex svg', { maxWidth: 'none' });

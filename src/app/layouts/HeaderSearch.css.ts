import { globalStyle, style } from '@vanilla-extract/css';
import { media } from '@tokens/index';
import { vars } from '@tokens/theme.css';

export const root = style({ width: '100%' });

export const toggle = style({
  display: 'none',
  placeItems: 'center',
  width: vars.control.md,
  height: vars.control.md,
  padding: 0,
  border: 0,
  borderRadius: '50%',
  background: vars.color.neutral[100],
  color: vars.color.neutral[700],
  cursor: 'pointer',
  selectors: {
    '&[aria-expanded="true"]': { background: vars.color.brand[50], color: vars.color.brand[700] },
    '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus },
  },
  '@media': { [media.phone]: { display: 'grid' } },
});
globalStyle(`${toggle} svg`, {
  width: '55%',
  height: '55%',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
});

export const box = style({
  '@media': {
    // Below the whole header, over the page, while open.
    [media.phone]: {
      display: 'none',
      position: 'absolute',
      insetInline: 0,
      top: '100%',
      padding: `${vars.space[2]} ${vars.space[4]}`,
      background: vars.color.neutral[0],
      boxShadow: vars.shadow.md,
      selectors: { [`${root}[data-state="open"] &`]: { display: 'block' } },
    },
  },
});

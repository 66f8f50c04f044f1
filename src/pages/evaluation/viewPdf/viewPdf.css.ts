import { style } from '@vanilla-extract/css';
import { vars } from '@tokens/theme.css';

export const toolbar = style({ display: 'flex', alignItems: 'center', gap: vars.space[2], flexWrap: 'wrap' });
/* The pages scroll sideways when zoomed past the screen; two-finger gestures are the page's own. */
export const pages = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  overflow: 'auto',
  touchAction: 'pan-x pan-y',
});
export const figure = style({
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space[1],
});
export const page = style({ display: 'block', maxWidth: 'none', background: vars.color.neutral[0], boxShadow: vars.shadow.sm });

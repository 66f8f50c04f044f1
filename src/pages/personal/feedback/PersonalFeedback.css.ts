import { style } from '@vanilla-extract/css';
import { media } from '@tokens/index';
import { vars } from '@tokens/theme.css';

/** Form and history side by side on wide screens, one under the other below. */
export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 11fr) minmax(0, 9fr)',
  gap: vars.space[5],
  alignItems: 'start',
  '@media': { [`screen and (max-width: 1023px)`]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const history = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  padding: vars.space[5],
  borderRadius: vars.radius.lg,
  background: vars.color.neutral[0],
  boxShadow: vars.shadow.sm,
  minWidth: 0,
  '@media': { [media.phone]: { padding: vars.space[4] } },
});

export const historyTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.font.weight.bold,
  color: vars.color.neutral[900],
});

export const count = style({ fontWeight: 'normal', fontSize: vars.fontSize.sm, color: vars.color.neutral[600] });

export const list = style({ display: 'grid', gap: vars.space[3], margin: 0, padding: 0 });

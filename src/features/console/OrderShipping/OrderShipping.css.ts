import { style } from '@vanilla-extract/css';
import { vars } from '@tokens/theme.css';

export const select = style({ width: '100%', height: vars.control.md });

export const corrections = style({
  margin: `${vars.space[2]} 0 0`,
  paddingLeft: vars.space[4],
  display: 'grid',
  gap: vars.space[1],
  fontSize: vars.fontSize.sm,
});

export const counts = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[2], margin: `0 0 ${vars.space[3]}` });

export const report = style({ maxHeight: '50vh', overflow: 'auto' });

export const file = style({ display: 'block', width: '100%' });

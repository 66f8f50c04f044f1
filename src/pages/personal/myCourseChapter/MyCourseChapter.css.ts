import { style } from '@vanilla-extract/css';
import { media } from '@tokens/index';
import { vars } from '@tokens/theme.css';

export const head = style({
  display: 'grid',
  gridTemplateColumns: '28% minmax(0, 1fr)',
  gap: vars.space[5],
  padding: vars.space[5],
  borderRadius: vars.radius.lg,
  background: vars.color.neutral[0],
  '@media': { [media.phone]: { gridTemplateColumns: '1fr', padding: vars.space[4], gap: vars.space[3] } },
});

export const cover = style({ width: '100%' });

export const headText = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space[2],
  minWidth: 0,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  color: vars.color.neutral[900],
  overflowWrap: 'anywhere',
  '@media': { [media.phone]: { fontSize: vars.fontSize.lg } },
});

export const meta = style({ margin: 0, color: vars.color.neutral[600], fontSize: vars.fontSize.sm });

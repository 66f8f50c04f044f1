import { style } from '@vanilla-extract/css';
import { media, rem, toRem } from '@tokens/index';
import { vars } from '@tokens/theme.css';

export const root = style({ display: 'flex', gap: vars.space[4], alignItems: 'flex-start', minWidth: 0 });

// The picture's frame is the row's flex item: sized here, the picture fills it (Image's own rule).
export const cover = style({
  flex: '0 0 auto',
  width: rem(220),
  '@media': { [media.phone]: { width: toRem(112, 'phone') } },
});

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space[1], minWidth: 0, flex: '1 1 auto' });

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.font.weight.bold,
  color: vars.color.neutral[900],
  lineHeight: 1.4,
  overflowWrap: 'anywhere',
});

export const meta = style({ margin: 0, color: vars.color.neutral[600], fontSize: vars.fontSize.sm });

export const price = style({
  marginTop: 'auto',
  color: vars.color.error[700],
  fontFamily: vars.font.family.numeric,
  fontWeight: vars.font.weight.bold,
  // Large enough to read as large text, so the price red keeps its contrast on white.
  fontSize: vars.fontSize.xl,
});

import { style } from '@vanilla-extract/css';
import { media } from '@tokens/index';
import { COURSE_COVER_RATIO } from '@/lib/image';
import { vars } from '@tokens/theme.css';

export const root = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 6fr)',
  gap: vars.space[6],
  padding: vars.space[5],
  borderRadius: vars.radius.xl,
  background: vars.color.neutral[0],
  boxShadow: vars.shadow.sm,
  '@media': {
    [media.phone]: {
      gridTemplateColumns: 'minmax(0, 1fr)',
      gap: vars.space[4],
      padding: vars.space[3],
      borderRadius: vars.radius.lg,
    },
  },
});

export const cover = style({ minWidth: 0 });
export const coverSkeleton = style({ display: 'block', width: '100%', aspectRatio: COURSE_COVER_RATIO });

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3], minWidth: 0 });

export const tags = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[2] });

export const title = style({
  margin: 0,
  color: vars.color.neutral[900],
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  '@media': { [media.phone]: { fontSize: vars.fontSize.xl } },
});

export const subtitle = style({ margin: 0, color: vars.color.neutral[600], fontSize: vars.fontSize.md });

export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space[1]} ${vars.space[4]}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  color: vars.color.neutral[700],
  fontSize: vars.fontSize.sm,
});

export const teacher = style({ margin: 0, color: vars.color.neutral[700], fontSize: vars.fontSize.sm });

export const buy = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  marginTop: 'auto',
  padding: vars.space[4],
  borderRadius: vars.radius.lg,
  background: `linear-gradient(135deg, ${vars.color.accent[50]}, ${vars.color.brand[50]})`,
});

export const priceLine = style({ display: 'flex', alignItems: 'baseline', flexWrap: 'wrap', gap: vars.space[3] });
export const price = style({ fontSize: vars.fontSize.xl });
export const free = style({ color: vars.color.success[700], fontSize: vars.fontSize.xl, fontWeight: vars.font.weight.bold });
export const trial = style({ color: vars.color.brand[700], fontSize: vars.fontSize.sm });

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space[3] });
export const action = style({ minWidth: '9em', height: vars.control.lg, fontSize: vars.fontSize.lg });

/** In place of the buy button on a withdrawn course: said plainly, nothing to click. */
export const withdrawn = style({
  display: 'inline-flex',
  alignItems: 'center',
  height: vars.control.lg,
  padding: `0 ${vars.space[5]}`,
  borderRadius: vars.radius.pill,
  background: vars.color.neutral[100],
  color: vars.color.neutral[700],
  fontSize: vars.fontSize.md,
});

import { style } from '@vanilla-extract/css';
import { visuallyHidden } from '@tokens/a11y.css';
import { media, rem } from '@tokens/index';
import { vars } from '@tokens/theme.css';

export const crumbs = style({ paddingBlock: vars.space[4] });
export const hidden = visuallyHidden;
export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space[5] });
export const profile = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[6],
  padding: vars.space[6],
  borderRadius: vars.radius.xl,
  background: `linear-gradient(120deg, ${vars.color.brand[50]}, ${vars.color.accent[50]})`,
  boxShadow: vars.shadow.sm,
  '@media': { [media.phone]: { flexDirection: 'column', alignItems: 'flex-start', gap: vars.space[4], padding: vars.space[4] } },
});
export const photo = style({
  width: rem(200),
  flexShrink: 0,
  borderRadius: '50%',
  boxShadow: `0 0 0 6px ${vars.color.neutral[0]}`,
  '@media': { [media.phone]: { width: '40%' } },
});
export const photoSkeleton = style({ width: rem(200), height: rem(200), flexShrink: 0 });
export const facts = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2], minWidth: 0, flex: 1 });
export const nameRow = style({ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: vars.space[3] });
export const name = style({
  margin: 0,
  color: vars.color.neutral[900],
  fontSize: vars.fontSize.display,
  lineHeight: vars.font.lineHeight.tight,
});
export const school = style({ margin: 0, color: vars.color.neutral[800], fontSize: vars.fontSize.lg });
export const gender = style({ color: vars.color.neutral[600] });
export const coaches = style({ margin: 0, color: vars.color.brand[700], fontSize: vars.fontSize.md });
export const achievements = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[2],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
export const intro = style({
  margin: 0,
  color: vars.color.neutral[700],
  fontSize: vars.fontSize.md,
  lineHeight: vars.font.lineHeight.relaxed,
});

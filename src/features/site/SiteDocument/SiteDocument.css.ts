import { style, styleVariants } from '@vanilla-extract/css';
import { media } from '@tokens/index';
import { vars } from '@tokens/theme.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space[5], minWidth: 0 });

export const surface = styleVariants({
  card: {
    padding: `${vars.space[6]} ${vars.space[7]}`,
    borderRadius: vars.radius.lg,
    background: vars.color.neutral[0],
    boxShadow: vars.shadow.sm,
    '@media': { [media.phone]: { padding: vars.space[4] } },
  },
  plain: { padding: vars.space[4] },
});

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  paddingBottom: vars.space[4],
  borderBottom: `1px solid ${vars.color.neutral[100]}`,
});
export const title = style({
  margin: 0,
  color: vars.color.neutral[900],
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  '@media': { [media.phone]: { fontSize: vars.fontSize.xl } },
});
export const date = style({ margin: 0, color: vars.color.neutral[600], fontSize: vars.fontSize.sm });

import { style } from '@vanilla-extract/css';
import { media } from '@tokens/index';
import { vars } from '@tokens/theme.css';

export const root = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: vars.space[5],
  alignItems: 'center',
  '@media': { [media.phone]: { gridTemplateColumns: '1fr', justifyItems: 'center', textAlign: 'center' } },
});

export const side = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3], minWidth: 0 });

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.font.weight.bold,
  color: vars.color.neutral[900],
});

export const hint = style({ margin: 0, color: vars.color.neutral[600], fontSize: vars.fontSize.sm });

export const amount = style({
  margin: 0,
  color: vars.color.error[700],
  fontFamily: vars.font.family.numeric,
  fontWeight: vars.font.weight.bold,
  fontSize: vars.fontSize.xxl,
});

export const linkRow = style({
  display: 'flex',
  gap: vars.space[2],
  alignItems: 'center',
  padding: vars.space[2],
  borderRadius: vars.radius.md,
  background: vars.color.neutral[50],
  minWidth: 0,
});

export const linkText = style({
  flex: '1 1 auto',
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontFamily: vars.font.family.numeric,
  fontSize: vars.fontSize.sm,
  color: vars.color.neutral[700],
});

export const note = style({
  margin: 0,
  padding: `${vars.space[1]} ${vars.space[2]}`,
  borderRadius: vars.radius.sm,
  background: vars.color.warning[50],
  color: vars.color.neutral[800],
  fontSize: vars.fontSize.xs,
  justifySelf: 'start',
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[3] });

export const actionsBesideBar = style([actions, { '@media': { [media.phone]: { display: 'none' } } }]);

export const anchorButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '44px',
  padding: `0 ${vars.space[5]}`,
  borderRadius: vars.radius.md,
  background: vars.color.brand[600],
  color: vars.color.neutral[0],
  fontWeight: vars.font.weight.bold,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.brand[700] },
    '&:focus-visible': { boxShadow: vars.shadow.focus, outline: 'none' },
  },
});

export const textLink = style({ color: vars.color.brand[600], fontSize: vars.fontSize.sm });

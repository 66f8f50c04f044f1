import { style } from '@vanilla-extract/css';
import { media } from '@tokens/index';
import { vars } from '@tokens/theme.css';

export const page = style({
  paddingBottom: vars.space[8],
  '@media': { [media.phone]: { paddingBottom: vars.space[6] } },
});

export const filters = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
  marginBottom: vars.space[6],
  padding: `${vars.space[4]} ${vars.space[5]}`,
  borderRadius: vars.radius.lg,
  background: vars.color.neutral[0],
  boxShadow: vars.shadow.sm,
  '@media': { [media.phone]: { padding: vars.space[3], marginBottom: vars.space[4] } },
});

export const filterSkeleton = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  paddingBlock: vars.space[2],
});

export const count = style({ color: vars.color.neutral[600], fontSize: vars.fontSize.sm });

export const empty = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space[2],
  padding: `${vars.space[8]} ${vars.space[4]}`,
  borderRadius: vars.radius.lg,
  background: vars.color.neutral[0],
  textAlign: 'center',
});

export const emptyTitle = style({
  margin: 0,
  color: vars.color.neutral[800],
  fontSize: vars.fontSize.lg,
  fontWeight: vars.font.weight.medium,
});
export const emptyText = style({ margin: 0, color: vars.color.neutral[600], fontSize: vars.fontSize.sm });
export const emptyLink = style({
  marginTop: vars.space[2],
  color: vars.color.brand[600],
  fontWeight: vars.font.weight.medium,
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@tokens/theme.css';
import { TOUCH } from '@/features/mobile/mobile.css';

export const profile = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[4],
  padding: vars.space[4],
  borderRadius: vars.radius.lg,
  background: vars.color.brand[50],
  minWidth: 0,
  minHeight: '88px',
});

export const profileText = style({ display: 'flex', flexDirection: 'column', gap: vars.space[1], minWidth: 0 });

export const name = style({
  margin: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: vars.fontSize.lg,
  fontWeight: vars.font.weight.bold,
  color: vars.color.neutral[900],
});

export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space[2],
  color: vars.color.neutral[700],
  fontSize: vars.fontSize.sm,
});

export const grade = style({
  padding: `0 ${vars.space[2]}`,
  borderRadius: vars.radius.pill,
  background: vars.color.neutral[0],
  color: vars.color.brand[700],
  fontWeight: vars.font.weight.medium,
});

export const profileSkeleton = style({ display: 'flex', alignItems: 'center', gap: vars.space[4], width: '100%' });
export const skeletonLines = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2], flex: 1 });

export const entries = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  borderRadius: vars.radius.lg,
  background: vars.color.neutral[0],
  boxShadow: vars.shadow.sm,
  overflow: 'hidden',
});

const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[3],
  width: '100%',
  minHeight: `max(${TOUCH}, 52px)`,
  padding: `0 ${vars.space[4]}`,
  border: 0,
  background: 'transparent',
  color: vars.color.neutral[800],
  fontSize: vars.fontSize.md,
  textAlign: 'start',
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&:active': { background: vars.color.neutral[50] },
    '&:focus-visible': { outline: 'none', boxShadow: `inset ${vars.shadow.focus}` },
  },
});
export const entry = row;
globalStyle(`${entries} > li + li`, { borderTop: `1px solid ${vars.color.neutral[100]}` });

export const entryIcon = style({ flexShrink: 0, width: '22px', height: '22px', color: vars.color.brand[600] });
export const entryText = style({ flex: 1, minWidth: 0 });
export const entryHint = style({ color: vars.color.neutral[600], fontSize: vars.fontSize.sm, whiteSpace: 'nowrap' });
export const entryArrow = style({ flexShrink: 0, width: '18px', height: '18px', color: vars.color.neutral[400] });

export const logout = style([row, { justifyContent: 'center', color: vars.color.error[700] }]);

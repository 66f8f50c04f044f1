import { style } from '@vanilla-extract/css';
import { vars } from '@tokens/theme.css';

/* A band of brand colour behind the header makes the login dialog read as a welcome, not a warning. */
export const dialog = style({
  backgroundImage: `linear-gradient(180deg, ${vars.color.brand[50]} 0, ${vars.color.neutral[0]} 7em)`,
});

export const heading = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[3],
  fontSize: vars.fontSize.xl,
});

export const mark = style({ width: vars.control.md, height: vars.control.md });

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
  paddingBottom: vars.space[2],
});

export const register = style({
  margin: 0,
  display: 'flex',
  justifyContent: 'center',
  gap: vars.space[1],
  fontSize: vars.fontSize.sm,
  color: vars.color.neutral[600],
});

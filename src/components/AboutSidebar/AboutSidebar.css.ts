import { style } from '@vanilla-extract/css';
import { media, rem } from '@tokens/index';
import { vars } from '@tokens/theme.css';

export const root = style({
  width: rem(240),
  flexShrink: 0,
  overflow: 'hidden',
  background: vars.color.neutral[0],
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  '@media': {
    [media.phone]: { width: '100%', borderRadius: 0, boxShadow: 'none', borderBottom: `1px solid ${vars.color.neutral[200]}` },
  },
});

export const heading = style({
  margin: 0,
  padding: `${vars.space[4]} ${vars.space[5]}`,
  background: vars.color.brand[600],
  color: vars.color.neutral[0],
  fontSize: vars.fontSize.lg,
  fontWeight: vars.font.weight.bold,
  '@media': { [media.phone]: { display: 'none' } },
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: `${vars.space[2]} 0`,
  listStyle: 'none',
  '@media': {
    [media.phone]: {
      flexDirection: 'row',
      gap: vars.space[1],
      padding: `0 ${vars.space[3]}`,
      overflowX: 'auto',
      scrollbarWidth: 'none',
      scrollBehavior: 'smooth',
    },
  },
});

export const item = style({ flexShrink: 0 });

export const link = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.control.md,
  padding: `0 ${vars.space[5]}`,
  fontSize: vars.fontSize.md,
  color: vars.color.neutral[700],
  whiteSpace: 'nowrap',
  transition: `background ${vars.motion.duration.fast} ${vars.motion.easing.standard}, color ${vars.motion.duration.fast}`,
  selectors: {
    '&:hover': { background: vars.color.neutral[50], color: vars.color.brand[600] },
    '&[aria-current="page"]': {
      background: vars.color.brand[50],
      color: vars.color.brand[700],
      fontWeight: vars.font.weight.bold,
    },
    '&::before': {
      content: '""',
      position: 'absolute',
      left: 0,
      top: vars.space[2],
      bottom: vars.space[2],
      width: vars.space[1],
      borderRadius: `0 ${vars.radius.pill} ${vars.radius.pill} 0`,
      background: vars.color.brand[500],
      opacity: 0,
    },
    '&[aria-current="page"]::before': { opacity: 1 },
    '&:focus-visible': { outline: 'none', boxShadow: `inset ${vars.shadow.focus}` },
  },
  '@media': {
    [media.phone]: {
      padding: `0 ${vars.space[3]}`,
      selectors: {
        '&[aria-current="page"]': { background: 'transparent' },
        '&::before': {
          top: 'auto',
          left: vars.space[3],
          right: vars.space[3],
          bottom: 0,
          width: 'auto',
          height: vars.space[1],
          borderRadius: vars.radius.pill,
        },
      },
    },
  },
});

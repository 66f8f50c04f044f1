import { style } from '@vanilla-extract/css';
import { media } from '@tokens/index';
import { vars } from '@tokens/theme.css';

export const root = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space[3],
  paddingBlock: vars.space[2],
  '@media': { [media.phone]: { gap: vars.space[2], paddingBlock: vars.space[1] } },
});

export const label = style({
  flexShrink: 0,
  minWidth: '3em',
  paddingBlock: vars.space[1],
  color: vars.color.neutral[600],
  fontSize: vars.fontSize.sm,
  lineHeight: vars.font.lineHeight.normal,
});

export const options = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[2],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    // One scrollable row on phones instead of a tall block of chips.
    [media.phone]: { flexWrap: 'nowrap', overflowX: 'auto', maxWidth: '100%', paddingBottom: vars.space[1] },
  },
});

export const option = style({
  display: 'inline-flex',
  alignItems: 'center',
  padding: `${vars.space[1]} ${vars.space[3]}`,
  borderRadius: vars.radius.pill,
  color: vars.color.neutral[700],
  fontSize: vars.fontSize.sm,
  lineHeight: vars.font.lineHeight.normal,
  whiteSpace: 'nowrap',
  textDecoration: 'none',
  transition: `background ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: {
    '&:hover': { background: vars.color.brand[50], color: vars.color.brand[700] },
    '&[data-state="on"]': {
      background: vars.color.brand[600],
      color: vars.color.neutral[0],
      fontWeight: vars.font.weight.medium,
    },
    '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus },
  },
});

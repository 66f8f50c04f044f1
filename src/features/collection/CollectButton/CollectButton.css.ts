import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@tokens/theme.css';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space[1],
  border: `1px solid ${vars.color.neutral[300]}`,
  borderRadius: vars.radius.pill,
  background: vars.color.neutral[0],
  color: vars.color.neutral[700],
  fontWeight: vars.font.weight.medium,
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  transition: `all ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: {
    '&:hover': { borderColor: vars.color.accent[500], color: vars.color.accent[700] },
    '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus },
    '&[data-state="collected"], &[aria-pressed="true"]': {
      borderColor: vars.color.accent[500],
      background: vars.color.accent[50],
      // The filled star carries the colour; the words stay dark enough to read on the light accent.
      color: vars.color.neutral[800],
    },
    '&[data-state="pending"]': { cursor: 'progress' },
  },
});

export const size = styleVariants({
  md: { height: vars.control.md, paddingInline: vars.space[4], fontSize: vars.fontSize.md },
  sm: { height: vars.control.sm, paddingInline: vars.space[3], fontSize: vars.fontSize.sm },
});
export type CollectButtonSize = keyof typeof size;

export const icon = style({
  width: '1.1em',
  height: '1.1em',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinejoin: 'round',
  selectors: { [`${root}[aria-pressed="true"] &`]: { fill: vars.color.accent[500], stroke: vars.color.accent[500] } },
});

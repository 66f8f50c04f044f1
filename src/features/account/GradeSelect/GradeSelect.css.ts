import { style } from '@vanilla-extract/css';
import { media } from '@tokens/index';
import { vars } from '@tokens/theme.css';

export const root = style({ display: 'flex', flexDirection: 'column' });

export const groups = style({ display: 'flex', flexDirection: 'column', gap: vars.space[4] });

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 'none',
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space[2],
  fontSize: vars.fontSize.sm,
  fontWeight: vars.font.weight.bold,
  color: vars.color.neutral[700],
});

export const chips = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: vars.space[2],
  '@media': { [media.phone]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

export const chip = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  height: vars.control.md,
  padding: `0 ${vars.space[2]}`,
  fontSize: vars.fontSize.md,
  color: vars.color.neutral[800],
  background: vars.color.neutral[50],
  border: `1px solid ${vars.color.neutral[200]}`,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  userSelect: 'none',
  transition: `background ${vars.motion.duration.fast} ${vars.motion.easing.standard}, border-color ${vars.motion.duration.fast}`,
  selectors: {
    '&:hover': { borderColor: vars.color.brand[400], color: vars.color.brand[700] },
    '&[data-state="checked"]': {
      background: vars.color.brand[600],
      borderColor: vars.color.brand[600],
      color: vars.color.neutral[0],
      fontWeight: vars.font.weight.medium,
    },
    '&:has(input:focus-visible)': { boxShadow: vars.shadow.focus, borderColor: vars.color.brand[500] },
    [`${group}:disabled &`]: { cursor: 'not-allowed', opacity: 0.6 },
  },
});

/* The native radio stays in the page for keyboard and screen readers; the chip is its picture. */
export const radio = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  margin: 0,
  opacity: 0,
  cursor: 'inherit',
});

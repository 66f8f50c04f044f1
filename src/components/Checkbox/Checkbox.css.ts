import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@tokens/theme.css';

export const root = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space[2],
  color: vars.color.neutral[700],
  lineHeight: vars.font.lineHeight.normal,
  selectors: {
    '&[data-disabled]': { color: vars.color.neutral[600], cursor: 'not-allowed' },
  },
});

export const size = styleVariants({
  sm: { fontSize: vars.fontSize.xs },
  md: { fontSize: vars.fontSize.sm },
});
export type CheckboxSize = keyof typeof size;

export const box = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '1.15em',
  height: '1.15em',
  // Centres the box on the first line of the label, which may wrap.
  marginTop: '0.22em',
  padding: 0,
  background: vars.color.neutral[0],
  border: `1px solid ${vars.color.neutral[400]}`,
  borderRadius: vars.radius.sm,
  color: vars.color.neutral[0],
  cursor: 'pointer',
  transition: `background ${vars.motion.duration.fast} ${vars.motion.easing.standard}, border-color ${vars.motion.duration.fast}`,
  selectors: {
    '&:hover:not(:disabled)': { borderColor: vars.color.brand[500] },
    '&[data-state="checked"], &[data-state="indeterminate"]': {
      background: vars.color.brand[500],
      borderColor: vars.color.brand[500],
    },
    '&[aria-invalid="true"]:not([data-state="checked"])': {
      borderColor: vars.color.error[500],
      background: vars.color.error[50],
    },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.5 },
    '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus },
  },
});

export const indicator = style({
  display: 'inline-flex',
  width: '80%',
  height: '80%',
});

globalStyle(`${indicator} > svg`, { width: '100%', height: '100%' });

export const label = style({
  cursor: 'pointer',
  userSelect: 'none',
  selectors: {
    [`${root}[data-disabled] &`]: { cursor: 'not-allowed' },
  },
});

// Agreement names inside the label must read as links without relying on colour alone.
globalStyle(`${label} a`, {
  color: vars.color.brand[600],
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
});

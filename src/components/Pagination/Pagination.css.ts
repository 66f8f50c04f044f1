import { style } from '@vanilla-extract/css';
import { media } from '@tokens/index';
import { vars } from '@tokens/theme.css';

export const root = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexWrap: 'wrap',
  gap: vars.space[4],
  fontSize: vars.fontSize.sm,
  color: vars.color.neutral[600],
});

export const total = style({ '@media': { [media.phone]: { display: 'none' } } });

export const list = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

const control = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space[1],
  minWidth: vars.control.sm,
  height: vars.control.sm,
  padding: `0 ${vars.space[2]}`,
  border: `1px solid ${vars.color.neutral[200]}`,
  borderRadius: vars.radius.md,
  background: vars.color.neutral[0],
  color: vars.color.neutral[700],
  fontSize: vars.fontSize.sm,
  lineHeight: 1,
  cursor: 'pointer',
  transition: `border-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}, color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: {
    '&:hover:not(:disabled)': { borderColor: vars.color.brand[400], color: vars.color.brand[600] },
    '&:disabled': { cursor: 'not-allowed', color: vars.color.neutral[400], background: vars.color.neutral[50] },
    '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus },
  },
});

export const page = style([
  control,
  {
    fontFamily: vars.font.family.numeric,
    fontVariantNumeric: 'tabular-nums',
    selectors: {
      '&[data-state="active"]': {
        background: vars.color.brand[600],
        borderColor: vars.color.brand[600],
        color: vars.color.neutral[0],
        fontWeight: vars.font.weight.bold,
        cursor: 'default',
      },
      '&[data-state="active"]:hover': { color: vars.color.neutral[0] },
    },
  },
]);

export const step = style([control, { paddingLeft: vars.space[3], paddingRight: vars.space[3] }]);

export const chevron = style({ width: '1em', height: '1em', flexShrink: 0 });

/** Phones get prev / "3 / 12" / next; the numbered run needs more width than a phone has. */
export const pageSlot = style({ '@media': { [media.phone]: { display: 'none' } } });
export const stepText = style({ '@media': { [media.phone]: { display: 'none' } } });

export const ellipsis = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.control.sm,
  color: vars.color.neutral[600],
  letterSpacing: '0.1em',
});

export const summary = style({
  display: 'none',
  minWidth: '4em',
  textAlign: 'center',
  fontFamily: vars.font.family.numeric,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.neutral[700],
  '@media': { [media.phone]: { display: 'block' } },
});

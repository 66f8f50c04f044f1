import { style, styleVariants } from '@vanilla-extract/css';
import { media } from '@tokens/index';
import { vars } from '@tokens/theme.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space[4], minWidth: 0 });

export const list = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[1],
  overflowX: 'auto',
  scrollbarWidth: 'none',
  selectors: { '&::-webkit-scrollbar': { display: 'none' } },
});

export const listVariant = styleVariants({
  line: {
    borderBottom: `1px solid ${vars.color.neutral[200]}`,
    gap: vars.space[5],
    '@media': { [media.phone]: { gap: vars.space[4] } },
  },
  pill: { gap: vars.space[2] },
});
export type TabsVariant = keyof typeof listVariant;

export const fitted = style({});

export const trigger = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space[2],
  flexShrink: 0,
  border: 'none',
  background: 'transparent',
  color: vars.color.neutral[600],
  fontSize: vars.fontSize.md,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.tight,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  transition: `color ${vars.motion.duration.fast} ${vars.motion.easing.standard}, background ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: {
    [`${fitted} &`]: { flex: '1 1 0' },
    '&:hover:not(:disabled)': { color: vars.color.brand[600] },
    '&[data-state="active"]': { color: vars.color.brand[600] },
    '&:disabled': { cursor: 'not-allowed', color: vars.color.neutral[400] },
    '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus, borderRadius: vars.radius.sm },
  },
});

export const triggerVariant: Record<TabsVariant, string> = styleVariants({
  line: {
    padding: `${vars.space[3]} 0`,
    selectors: {
      '&::after': {
        content: '""',
        position: 'absolute',
        left: 0,
        right: 0,
        bottom: 0,
        // Bottom border of the list is 1px; the active bar overlaps it.
        height: vars.space[1],
        borderRadius: vars.radius.pill,
        background: 'transparent',
        transition: `background ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
      },
      '&[data-state="active"]::after': { background: vars.color.brand[500] },
    },
  },
  pill: {
    padding: `0 ${vars.space[4]}`,
    height: vars.control.sm,
    borderRadius: vars.radius.pill,
    background: vars.color.neutral[100],
    selectors: {
      '&[data-state="active"]': { background: vars.color.brand[600], color: vars.color.neutral[0] },
      '&[data-state="active"]:hover:not(:disabled)': { color: vars.color.neutral[0] },
    },
  },
});

export const count = style({
  minWidth: '1.6em',
  padding: `0 ${vars.space[1]}`,
  borderRadius: vars.radius.pill,
  background: vars.color.neutral[100],
  color: vars.color.neutral[600],
  fontFamily: vars.font.family.numeric,
  fontSize: vars.fontSize.xs,
  lineHeight: 1.6,
  textAlign: 'center',
  selectors: {
    '[data-state="active"] > &': { background: vars.color.brand[50], color: vars.color.brand[700] },
  },
});

export const panel = style({
  minWidth: 0,
  selectors: {
    '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus, borderRadius: vars.radius.md },
  },
});

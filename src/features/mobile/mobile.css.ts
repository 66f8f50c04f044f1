import { style } from '@vanilla-extract/css';
import { vars } from '@tokens/theme.css';

/** Smallest comfortable touch target (Apple HIG, WCAG 2.5.5). */
export const TOUCH = '44px';

/**
 * A page of the mobile site: phone-wide blocks one under the other, clear of the rounded corners and the
 * home indicator (safe-area insets) of phones without a home button.
 */
export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[5],
  minWidth: 0,
  paddingTop: vars.space[3],
  paddingBottom: `calc(${vars.space[6]} + env(safe-area-inset-bottom, 0px))`,
  paddingLeft: `calc(${vars.space[3]} + env(safe-area-inset-left, 0px))`,
  paddingRight: `calc(${vars.space[3]} + env(safe-area-inset-right, 0px))`,
});

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3], minWidth: 0 });

export const sectionHead = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[3],
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.font.weight.bold,
  color: vars.color.neutral[900],
});

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.font.weight.bold,
  color: vars.color.neutral[900],
});

export const text = style({ margin: 0, color: vars.color.neutral[700], fontSize: vars.fontSize.sm, lineHeight: 1.6 });

/** "More" beside a section title, tall enough for a thumb. */
export const more = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: TOUCH,
  paddingInline: vars.space[2],
  color: vars.color.brand[600],
  fontSize: vars.fontSize.sm,
  whiteSpace: 'nowrap',
  textDecoration: 'none',
  selectors: { '&::after': { content: '" ›"' } },
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  padding: vars.space[4],
  borderRadius: vars.radius.lg,
  background: vars.color.neutral[0],
  boxShadow: vars.shadow.sm,
  minWidth: 0,
});

export const accentCard = style([card, { background: vars.color.brand[50], boxShadow: 'none' }]);

const buttonBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space[2],
  minHeight: TOUCH,
  minWidth: TOUCH,
  padding: `0 ${vars.space[4]}`,
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.md,
  fontWeight: vars.font.weight.bold,
  textDecoration: 'none',
  textAlign: 'center',
  touchAction: 'manipulation',
  selectors: { '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus } },
});

export const primaryButton = style([
  buttonBase,
  {
    background: vars.color.brand[600],
    color: vars.color.neutral[0],
    selectors: { '&:active': { background: vars.color.brand[700] } },
  },
]);

export const secondaryButton = style([
  buttonBase,
  { border: `1px solid ${vars.color.brand[500]}`, background: vars.color.neutral[0], color: vars.color.brand[700] },
]);

export const wideButton = style({ width: '100%' });

export const buttonRow = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[3] });

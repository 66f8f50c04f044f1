import type { StyleRule } from '@vanilla-extract/css';
import { vars } from '@tokens/theme.css';

/*
 * The phone's brand bar: the logo leading home on a white bar. The mobile navbar draws it, and so do the
 * campaign pages, which carry the site's brand without its navigation; both take it from here.
 */

/** Its height: a large control with room around it. */
export const BRAND_BAR_HEIGHT = `calc(${vars.control.lg} + ${vars.space[2]})`;

/** Its surface: white with a hairline below. */
export const brandBarSurface = {
  paddingInline: vars.space[4],
  // Clear of a notch or rounded corner when the phone shows the page edge to edge.
  paddingLeft: `calc(${vars.space[4]} + env(safe-area-inset-left, 0px))`,
  paddingRight: `calc(${vars.space[4]} + env(safe-area-inset-right, 0px))`,
  background: vars.color.neutral[0],
  borderBottom: `1px solid ${vars.color.neutral[200]}`,
} satisfies StyleRule;

/** The logo's link home: a whole touch target, the focus ring on its rounded corners. */
export const brandLink = {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  borderRadius: vars.radius.md,
  selectors: { '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus } },
} satisfies StyleRule;

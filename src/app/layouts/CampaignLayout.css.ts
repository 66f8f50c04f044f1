import { style } from '@vanilla-extract/css';
import { vars } from '@tokens/theme.css';

/** The brand bar over a campaign: the site's logo and name, in the site's own colours, linking home. */
export const header = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: `calc(${vars.control.lg} + ${vars.space[2]})`,
  paddingInline: vars.space[4],
  paddingLeft: `calc(${vars.space[4]} + env(safe-area-inset-left, 0px))`,
  paddingRight: `calc(${vars.space[4]} + env(safe-area-inset-right, 0px))`,
  background: vars.color.neutral[0],
  borderBottom: `1px solid ${vars.color.neutral[200]}`,
});

export const home = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  borderRadius: vars.radius.md,
  selectors: { '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus } },
});

/** The offer under the bar, in the warm campaign colours. */
export const body = style({ flex: 1, display: 'flex', flexDirection: 'column', minWidth: 0 });

import { style } from '@vanilla-extract/css';
import { media } from '@tokens/index';
import { vars } from '@tokens/theme.css';

export const notFound = style({
  marginBlock: vars.space[6],
  padding: `${vars.space[8]} ${vars.space[4]}`,
  borderRadius: vars.radius.lg,
  background: vars.color.neutral[0],
});

/** The page body below the header: room at the top and the bottom. */
export const page = style({
  paddingBottom: vars.space[8],
  '@media': { [media.phone]: { paddingBottom: vars.space[6] } },
});

/** A white rounded block on the grey page. */
export const panel = style({
  padding: vars.space[5],
  borderRadius: vars.radius.lg,
  background: vars.color.neutral[0],
  boxShadow: vars.shadow.sm,
  '@media': { [media.phone]: { padding: vars.space[4] } },
});

/** Blocks of a page one under the other. */
export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space[5], minWidth: 0 });

/** A link that leads on from a page's title (apply, view all). */
export const actionLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  height: vars.control.sm,
  padding: `0 ${vars.space[4]}`,
  borderRadius: vars.radius.pill,
  background: vars.color.brand[600],
  color: vars.color.neutral[0],
  fontSize: vars.fontSize.sm,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.brand[700] },
    '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus },
  },
});

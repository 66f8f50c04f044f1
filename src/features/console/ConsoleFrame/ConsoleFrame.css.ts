import { style } from '@vanilla-extract/css';
import { vars } from '@tokens/theme.css';

const SIDEBAR = '232px';

export const frame = style({
  display: 'grid',
  gridTemplateColumns: `${SIDEBAR} 1fr`,
  minHeight: '100vh',
  background: vars.color.neutral[100],
});

export const sidebar = style({
  position: 'sticky',
  top: 0,
  height: '100vh',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.neutral[900],
  color: vars.color.neutral[200],
});

export const brand = style({
  display: 'grid',
  gap: vars.space[1],
  padding: `${vars.space[5]} ${vars.space[5]} ${vars.space[6]}`,
  color: vars.color.neutral[0],
  fontWeight: vars.font.weight.bold,
  fontSize: vars.fontSize.lg,
});

export const brandArea = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.font.weight.regular,
  color: vars.color.neutral[400],
});

/** The menu scrolls inside the sidebar when the window is too short for all its entries. */
export const nav = style({ flex: 1, minHeight: 0, overflowY: 'auto', paddingBottom: vars.space[4] });

export const menu = style({ display: 'grid', gap: vars.space[1], margin: 0, padding: `0 ${vars.space[3]}`, listStyle: 'none' });

export const menuLink = style({
  display: 'block',
  padding: `${vars.space[2]} ${vars.space[4]}`,
  borderRadius: vars.radius.md,
  color: vars.color.neutral[300],
  textDecoration: 'none',
  fontSize: vars.fontSize.sm,
  selectors: {
    '&:hover': { background: 'rgba(255, 255, 255, 0.08)', color: vars.color.neutral[0] },
    '&[aria-current="page"]': { background: vars.color.brand[600], color: vars.color.neutral[0] },
    '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus },
  },
});

export const main = style({ display: 'grid', gridTemplateRows: 'auto 1fr', minWidth: 0 });

export const topBar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space[4],
  padding: `${vars.space[3]} ${vars.space[6]}`,
  background: vars.color.neutral[0],
  borderBottom: `1px solid ${vars.color.neutral[200]}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.neutral[700],
});

export const barButton = style({
  border: `1px solid ${vars.color.neutral[300]}`,
  borderRadius: vars.radius.pill,
  padding: `${vars.space[1]} ${vars.space[4]}`,
  background: vars.color.neutral[0],
  color: vars.color.neutral[700],
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: vars.color.brand[500], color: vars.color.brand[600] },
    '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus },
  },
});

export const content = style({ padding: vars.space[6], minWidth: 0 });

import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@tokens/theme.css';

/** The parts every console page shares: a white panel on the grey desk, its heading, and data tables. */
export const panel = style({
  background: vars.color.neutral[0],
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  padding: vars.space[6],
});

export const pageHead = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space[4],
  marginBottom: vars.space[5],
});

export const pageTitle = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.font.weight.bold,
  color: vars.color.neutral[900],
});

export const pageIntro = style({
  margin: `${vars.space[2]} 0 0`,
  fontSize: vars.fontSize.sm,
  color: vars.color.neutral[600],
  maxWidth: '60em',
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  color: vars.color.neutral[800],
});

globalStyle(`${table} th`, {
  textAlign: 'left',
  fontWeight: vars.font.weight.medium,
  color: vars.color.neutral[600],
  background: vars.color.neutral[50],
  padding: `${vars.space[3]} ${vars.space[4]}`,
  borderBottom: `1px solid ${vars.color.neutral[200]}`,
  whiteSpace: 'nowrap',
});

globalStyle(`${table} td`, {
  padding: `${vars.space[3]} ${vars.space[4]}`,
  borderBottom: `1px solid ${vars.color.neutral[100]}`,
  verticalAlign: 'middle',
});

globalStyle(`${table} tbody tr:hover td`, { background: vars.color.brand[50] });

export const muted = style({ color: vars.color.neutral[600] });

export const numeric = style({ fontFamily: vars.font.family.numeric, fontVariantNumeric: 'tabular-nums' });

export const select = style({
  height: vars.control.sm,
  padding: `0 ${vars.space[2]}`,
  border: `1px solid ${vars.color.neutral[300]}`,
  borderRadius: vars.radius.sm,
  background: vars.color.neutral[0],
  color: vars.color.neutral[800],
  fontSize: vars.fontSize.sm,
  selectors: { '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus }, '&:disabled': { opacity: 0.6 } },
});

export const centered = style({ padding: `${vars.space[8]} 0`, textAlign: 'center', color: vars.color.neutral[600] });

export const statusText = style({
  minHeight: '1.5em',
  margin: `0 0 ${vars.space[3]}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.neutral[600],
});

export const errorText = style([statusText, { color: vars.color.error[700] }]);

/** A button that reads as a link: row actions in the console's tables. */
export const linkButton = style({
  border: 0,
  padding: 0,
  background: 'none',
  color: vars.color.brand[600],
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  textDecoration: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:disabled': { color: vars.color.neutral[400], cursor: 'not-allowed', textDecoration: 'none' },
    '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus },
  },
});

/** Buttons beside a page's title, side by side. */
export const headActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[3], alignItems: 'center' });

import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@tokens/theme.css';
import * as orderTable from '../OrderTable/OrderTable.css';

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space[4],
  marginBottom: vars.space[5],
});

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
  fontSize: vars.fontSize.sm,
  color: vars.color.neutral[700],
});

/** The order list's day field, marked when the range it belongs to is refused. */
export const day = style([orderTable.day, { selectors: { '&[aria-invalid="true"]': { borderColor: vars.color.error[500] } } }]);

export const rangeError = style({ flexBasis: '100%', margin: 0, fontSize: vars.fontSize.sm, color: vars.color.error[700] });

export const grainToggle = style({
  display: 'inline-flex',
  border: `1px solid ${vars.color.neutral[300]}`,
  borderRadius: vars.radius.sm,
});

export const grainButton = style({
  height: vars.control.sm,
  padding: `0 ${vars.space[3]}`,
  border: 0,
  background: vars.color.neutral[0],
  color: vars.color.neutral[700],
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': { background: vars.color.brand[600], color: vars.color.neutral[0] },
    '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus },
  },
});

/** The headline figures: one card each, side by side. */
export const cards = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(10em, 1fr))',
  gap: vars.space[4],
  margin: `0 0 ${vars.space[6]}`,
  padding: 0,
});

export const card = style({
  margin: 0,
  padding: vars.space[4],
  borderRadius: vars.radius.md,
  background: vars.color.neutral[50],
});

export const cardLabel = style({ fontSize: vars.fontSize.sm, color: vars.color.neutral[600] });

export const cardValue = style({
  margin: `${vars.space[1]} 0 0`,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.font.weight.bold,
  color: vars.color.neutral[900],
});

export const sections = style({
  display: 'grid',
  // Two charts side by side at every console width (1024 px and up); wide tables take a whole row.
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space[6],
});

export const section = style({ minWidth: 0 });

/** Tables of many columns take the whole width. */
export const wideSection = style({ minWidth: 0, gridColumn: '1 / -1' });

export const sectionTitle = style({
  margin: `0 0 ${vars.space[3]}`,
  fontSize: vars.fontSize.md,
  fontWeight: vars.font.weight.bold,
  color: vars.color.neutral[900],
});

export const chart = style({ width: '100%', height: '18em' });

export const scroll = style({ overflowX: 'auto', maxWidth: '100%', marginTop: vars.space[3] });

// Headings of figures may wrap: the tables fit their column instead of scrolling sideways.
globalStyle(`${scroll} th`, { whiteSpace: 'normal' });

export const number = style({ textAlign: 'right', whiteSpace: 'nowrap' });

export const negative = style({ color: vars.color.error[700] });

export const state = style({ padding: `${vars.space[8]} 0`, textAlign: 'center', color: vars.color.neutral[600] });

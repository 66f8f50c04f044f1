import { globalStyle, style } from '@vanilla-extract/css';
import { media } from '@tokens/index';
import { vars } from '@tokens/theme.css';

/**
 * One select per level: under each other on a phone, side by side from a tablet on. No rem-based minimum: the
 * phone's rem is a share of the screen, and a select's column must never be wider than the page.
 */
export const root = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
  gap: vars.space[3],
  margin: 0,
  padding: 0,
  border: 'none',
  minWidth: 0,
});

// A field holds a select whose natural width is its longest option (新疆维吾尔自治区…): it must not widen the grid.
globalStyle(`${root} > *`, { minWidth: 0 });

export const legend = style({
  marginBottom: vars.space[2],
  padding: 0,
  color: vars.color.neutral[800],
  fontSize: vars.fontSize.md,
  fontWeight: 600,
});

export const control = style({ position: 'relative', display: 'flex', minWidth: 0 });

export const select = style({
  appearance: 'none',
  width: '100%',
  minWidth: 0,
  height: vars.control.lg,
  paddingInline: `${vars.space[3]} calc(${vars.space[3]} * 2 + ${vars.fontSize.md})`,
  border: `1px solid ${vars.color.neutral[300]}`,
  borderRadius: vars.radius.md,
  background: vars.color.neutral[0],
  color: vars.color.neutral[900],
  fontFamily: 'inherit',
  fontSize: vars.fontSize.lg,
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: vars.color.neutral[400] },
    '&:focus-visible': { outline: 'none', borderColor: vars.color.brand[500], boxShadow: vars.shadow.focus },
    '&:disabled': { background: vars.color.neutral[100], color: vars.color.neutral[500], cursor: 'not-allowed' },
    '&[aria-invalid="true"]': { borderColor: vars.color.error[500] },
  },
});

/** The chevron drawn over the select's end, as the native one is hidden. */
export const chevron = style({
  position: 'absolute',
  insetInlineEnd: vars.space[3],
  top: '50%',
  width: vars.fontSize.md,
  height: vars.fontSize.md,
  transform: 'translateY(-50%)',
  color: vars.color.neutral[600],
  pointerEvents: 'none',
});

export const messageRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space[2] });

export const retry = style({
  padding: 0,
  border: 'none',
  background: 'none',
  color: vars.color.brand[700],
  font: 'inherit',
  textDecoration: 'underline',
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus, borderRadius: vars.radius.sm } },
});

export const footer = style({ gridColumn: '1 / -1', margin: 0 });

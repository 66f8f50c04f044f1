import { style } from '@vanilla-extract/css';
import { vars } from '@tokens/theme.css';

/** The parts the site sections share: a toolbar over each list, small pictures, order buttons, forms in dialogs. */
export const toolbar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[4],
  marginBottom: vars.space[4],
});

export const intro = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.neutral[600], maxWidth: '52em' });

export const order = style({ display: 'inline-flex', gap: vars.space[1] });

export const orderButton = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: vars.control.sm,
  height: vars.control.sm,
  padding: 0,
  border: `1px solid ${vars.color.neutral[300]}`,
  borderRadius: vars.radius.sm,
  background: vars.color.neutral[0],
  color: vars.color.neutral[700],
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { borderColor: vars.color.brand[500], color: vars.color.brand[600] },
    '&:disabled': { color: vars.color.neutral[300], cursor: 'not-allowed' },
    '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus },
  },
});

export const actions = style({ display: 'inline-flex', gap: vars.space[3], whiteSpace: 'nowrap' });

export const danger = style({ color: vars.color.error[700] });

export const qr = style({
  width: '48px',
  height: '48px',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.neutral[200]}`,
  background: vars.color.neutral[100],
  display: 'block',
});

export const stack = style({ display: 'grid', gap: vars.space[1] });

export const small = style({ fontSize: vars.fontSize.xs, color: vars.color.neutral[600] });

export const form = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space[4],
  alignItems: 'start',
});

export const wide = style({ gridColumn: '1 / -1' });

export const formActions = style({
  gridColumn: '1 / -1',
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space[3],
  paddingTop: vars.space[2],
});

export const skeletonRow = style({ display: 'flex', alignItems: 'center', gap: vars.space[4], padding: `${vars.space[3]} 0` });

/** A group of stage checkboxes: its legend over the boxes in a row. */
export const stageSet = style({ display: 'grid', gap: vars.space[2], margin: 0, padding: 0, border: 0, minWidth: 0 });
export const legend = style({ padding: 0, fontSize: vars.fontSize.sm, color: vars.color.neutral[700] });
export const stages = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[4],
  minHeight: vars.control.md,
  alignItems: 'center',
});

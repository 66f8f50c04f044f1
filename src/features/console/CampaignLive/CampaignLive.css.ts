import { style } from '@vanilla-extract/css';
import { vars } from '@tokens/theme.css';

export const filters = style({ display: 'flex', alignItems: 'center', gap: vars.space[3], marginBottom: vars.space[4] });

export const title = style({ display: 'grid', gap: vars.space[1], minWidth: '12em' });

export const nowrap = style({ whiteSpace: 'nowrap' });

export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[1], maxWidth: '14em' });

export const signupHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[3],
  marginBottom: vars.space[3],
});

export const signupTable = style({ maxHeight: '26em', overflowY: 'auto' });

export const teacher = style({ display: 'flex', alignItems: 'center', gap: vars.space[2] });

export const photo = style({
  width: '2.5em',
  height: '2.5em',
  borderRadius: '50%',
  objectFit: 'cover',
  background: vars.color.neutral[100],
  flexShrink: 0,
});

/** The start over its state tag, the tag as wide as its word. */
export const startCell = style({ display: 'grid', gap: vars.space[1], justifyItems: 'start' });

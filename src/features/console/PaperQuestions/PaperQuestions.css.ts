import { style } from '@vanilla-extract/css';
import { vars } from '@tokens/theme.css';

export const section = style({ display: 'grid', gap: vars.space[4] });

export const head = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space[3],
});

export const title = style({ margin: 0, fontSize: vars.fontSize.lg, color: vars.color.neutral[900] });

export const rules = style({ display: 'grid', gap: vars.space[4] });

export const counts = style({ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: vars.space[3] });

export const actions = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space[3] });

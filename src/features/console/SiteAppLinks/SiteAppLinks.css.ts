import { style } from '@vanilla-extract/css';
import { vars } from '@tokens/theme.css';

export const platforms = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space[5],
  '@media': { 'screen and (max-width: 1180px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const platform = style({
  display: 'grid',
  gap: vars.space[4],
  alignContent: 'start',
  margin: 0,
  padding: vars.space[5],
  border: `1px solid ${vars.color.neutral[200]}`,
  borderRadius: vars.radius.md,
});

export const legend = style({
  padding: `0 ${vars.space[2]}`,
  fontSize: vars.fontSize.md,
  fontWeight: vars.font.weight.medium,
  color: vars.color.neutral[900],
});

export const bar = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space[3], marginTop: vars.space[5] });

export const skeleton = style({ display: 'grid', gap: vars.space[4] });

import { style } from '@vanilla-extract/css';
import { vars } from '@tokens/theme.css';

export const section = style({ display: 'grid', gap: vars.space[4] });

export const title = style({ margin: 0, fontSize: vars.fontSize.lg, color: vars.color.neutral[900] });

export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(9em, 1fr))',
  gap: vars.space[3],
  margin: 0,
});

export const figure = style({
  display: 'grid',
  gap: vars.space[1],
  padding: vars.space[3],
  border: `1px solid ${vars.color.neutral[200]}`,
  borderRadius: vars.radius.sm,
  background: vars.color.neutral[0],
});

export const figureLabel = style({ fontSize: vars.fontSize.sm, color: vars.color.neutral[600] });

export const figureValue = style({
  margin: 0,
  fontFamily: vars.font.family.numeric,
  fontSize: vars.fontSize.xl,
  color: vars.color.neutral[900],
});

export const bands = style({ display: 'grid', gap: vars.space[2], margin: 0, padding: 0, listStyle: 'none' });

export const band = style({
  display: 'grid',
  gridTemplateColumns: '6.5em minmax(0, 1fr) 3em',
  alignItems: 'center',
  gap: vars.space[3],
  fontSize: vars.fontSize.sm,
});

export const bar = style({
  height: '0.75em',
  borderRadius: vars.radius.sm,
  background: vars.color.neutral[100],
  overflow: 'hidden',
});

export const barFill = style({ height: '100%', background: vars.color.brand[500] });

export const question = style({
  display: 'block',
  maxWidth: '28em',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { media, rem, toRem } from '@tokens/index';
import { vars } from '@tokens/theme.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: vars.space[2],
  padding: vars.space[5],
  borderRadius: vars.radius.lg,
  background: vars.color.neutral[50],
});

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const icon = style({
  display: 'grid',
  placeItems: 'center',
  width: rem(72),
  height: rem(72),
  '@media': { [media.phone]: { width: toRem(48, 'phone'), height: toRem(48, 'phone') } },
  borderRadius: vars.radius.pill,
  color: vars.color.neutral[0],
  fontSize: vars.fontSize.xl,
  fontWeight: vars.font.weight.bold,
});

export const tone = styleVariants({
  waiting: { background: vars.color.brand[500] },
  paused: { background: vars.color.neutral[400] },
  paid: { background: vars.color.success[500] },
  failed: { background: vars.color.error[500] },
  closed: { background: vars.color.neutral[600] },
  timedOut: { background: vars.color.warning[500] },
});

export const spinner = style({
  width: '1.1em',
  height: '1.1em',
  borderRadius: vars.radius.pill,
  border: `3px solid rgba(255, 255, 255, 0.4)`,
  borderTopColor: vars.color.neutral[0],
  animation: `${spin} 900ms linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.font.weight.bold,
  color: vars.color.neutral[900],
});

export const text = style({ margin: 0, color: vars.color.neutral[600], fontSize: vars.fontSize.sm });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space[3],
  marginTop: vars.space[2],
});

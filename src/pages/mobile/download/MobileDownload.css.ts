import { style } from '@vanilla-extract/css';
import { vars } from '@tokens/theme.css';

export const hero = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  padding: vars.space[5],
  borderRadius: vars.radius.lg,
  background: `linear-gradient(135deg, ${vars.color.brand[600]}, ${vars.color.brand[400]})`,
  color: vars.color.neutral[0],
});

export const heroTitle = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: vars.font.weight.bold });

export const heroText = style({ margin: 0, fontSize: vars.fontSize.sm, lineHeight: 1.6 });

export const store = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2] });

export const wechat = style({
  margin: 0,
  padding: vars.space[3],
  borderRadius: vars.radius.md,
  background: vars.color.warning[50],
  color: vars.color.neutral[800],
  fontSize: vars.fontSize.sm,
});

export const qr = style({ alignItems: 'center', textAlign: 'center' });

export const qrSkeleton = style({ width: '160px', height: '160px' });

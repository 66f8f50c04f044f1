import { globalStyle, style } from '@vanilla-extract/css';
import { media, toRem } from '@tokens/index';
import { vars } from '@tokens/theme.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space[4],
  textAlign: 'center',
});

export const intro = style({
  margin: 0,
  textWrap: 'balance',
  fontSize: vars.fontSize.md,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.neutral[700],
});

export const placeholder = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space[3],
  width: '100%',
});

/* The same square as the md QR code, so nothing moves when the code arrives. */
export const qrPlaceholder = style({
  width: toRem(168, 'desktop'),
  height: toRem(168, 'desktop'),
  '@media': { [media.phone]: { width: toRem(140, 'phone'), height: toRem(140, 'phone') } },
});

export const account = style({
  padding: `${vars.space[2]} ${vars.space[2]} ${vars.space[2]} ${vars.space[4]}`,
  background: vars.color.neutral[50],
  borderRadius: vars.radius.pill,
});

export const missing = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space[3],
  width: '100%',
  padding: `${vars.space[5]} ${vars.space[4]}`,
  background: vars.color.warning[50],
  borderRadius: vars.radius.md,
});

export const missingGlyph = style({
  display: 'inline-flex',
  width: vars.control.md,
  height: vars.control.md,
  color: vars.color.warning[700],
});

globalStyle(`${missingGlyph} > svg`, { width: '100%', height: '100%' });

export const missingText = style({ display: 'flex', flexDirection: 'column', gap: vars.space[1] });

export const missingTitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.font.weight.bold,
  color: vars.color.neutral[900],
});

export const missingHint = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.neutral[600] });

export const hours = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.neutral[600],
});

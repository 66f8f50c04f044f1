import { createVar, globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@tokens/theme.css';

const accent = createVar();

export const root = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space[3],
  padding: `${vars.space[3]} ${vars.space[4]}`,
  border: `1px solid ${accent}`,
  borderRadius: vars.radius.md,
  color: vars.color.neutral[700],
  fontSize: vars.fontSize.sm,
  lineHeight: vars.font.lineHeight.normal,
});

// Text stays neutral on every tone: the tinted reds and ambers are too light for small text on a wash.
export const tone = styleVariants({
  error: { vars: { [accent]: vars.color.error[500] }, background: vars.color.error[50] },
  warning: { vars: { [accent]: vars.color.warning[500] }, background: vars.color.warning[50] },
  info: { vars: { [accent]: vars.color.brand[500] }, background: vars.color.brand[50] },
  success: { vars: { [accent]: vars.color.success[500] }, background: vars.color.success[50] },
});
export type NoticeTone = keyof typeof tone;

export const glyph = style({
  display: 'inline-flex',
  flexShrink: 0,
  width: '1.3em',
  height: '1.3em',
  marginTop: '0.15em',
  color: accent,
});

globalStyle(`${glyph} > svg`, { width: '100%', height: '100%' });

export const text = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.font.weight.bold,
  color: vars.color.neutral[900],
  lineHeight: vars.font.lineHeight.tight,
  paddingTop: '0.2em',
});

export const message = style({ wordBreak: 'break-word' });

export const action = style({ marginTop: vars.space[1] });

export const close = style({
  marginTop: `calc(${vars.space[1]} * -1)`,
  marginRight: `calc(${vars.space[2]} * -1)`,
});

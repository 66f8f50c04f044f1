import { style, styleVariants } from '@vanilla-extract/css';
import { media, toRem } from '@tokens/index';
import { vars } from '@tokens/theme.css';

/* Wide enough for four or five distorted characters at the field's height. */
const imageWidth = (desktopPx: number, phonePx: number) => ({
  width: toRem(desktopPx, 'desktop'),
  '@media': { [media.phone]: { width: toRem(phonePx, 'phone') } },
});

export const root = style({
  position: 'relative',
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: 0,
  overflow: 'hidden',
  background: vars.color.neutral[50],
  border: `1px solid ${vars.color.neutral[300]}`,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  transition: `border-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: {
    '&:hover:not(:disabled)': { borderColor: vars.color.brand[400] },
    '&:focus-visible': { outline: 'none', borderColor: vars.color.brand[500], boxShadow: vars.shadow.focus },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
    '&[data-state="error"]': { borderColor: vars.color.error[500], background: vars.color.error[50] },
  },
});

export const size = styleVariants({
  md: [{ height: vars.control.md }, imageWidth(132, 104)],
  lg: [{ height: vars.control.lg }, imageWidth(148, 112)],
});
export type CaptchaImageSize = keyof typeof size;

export const image = style({
  width: '100%',
  height: '100%',
  objectFit: 'fill',
  userSelect: 'none',
  selectors: { [`${root}:not([data-state="ready"]) &`]: { visibility: 'hidden' } },
});

export const cover = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space[1],
  padding: `0 ${vars.space[2]}`,
});

export const failed = style({
  fontSize: vars.fontSize.xs,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.error[700],
  textAlign: 'center',
});

export const glyph = style({ flexShrink: 0, width: '1.1em', height: '1.1em' });

/* A small refresh mark in the corner tells a mouse user the picture can be changed. */
export const badge = style({
  position: 'absolute',
  right: vars.space[1],
  bottom: vars.space[1],
  display: 'inline-flex',
  padding: '0.15em',
  fontSize: vars.fontSize.xs,
  color: vars.color.neutral[600],
  background: vars.color.neutral[0],
  borderRadius: vars.radius.pill,
  boxShadow: vars.shadow.sm,
  opacity: 0,
  transition: `opacity ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: {
    [`${root}:hover &, ${root}:focus-visible &`]: { opacity: 1 },
  },
});

import { globalStyle, keyframes, style, styleVariants } from '@vanilla-extract/css';
import { rem } from '@tokens/index';
import { vars } from '@tokens/theme.css';

export const toast = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[2],
  maxWidth: `min(${rem(560)}, calc(100vw - 2 * ${vars.space[5]}))`,
  padding: `${vars.space[3]} ${vars.space[4]}`,
  background: vars.color.neutral[800],
  color: vars.color.neutral[0],
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  fontSize: vars.fontSize.md,
  lineHeight: vars.font.lineHeight.normal,
  pointerEvents: 'auto',
});

export const message = style({ wordBreak: 'break-word' });

const glyphBase = style({
  display: 'inline-flex',
  flexShrink: 0,
  width: '1.3em',
  height: '1.3em',
});

globalStyle(`${glyphBase} > svg`, { width: '100%', height: '100%' });

export const glyph = styleVariants({
  info: [glyphBase, { color: vars.color.brand[300] }],
  success: [glyphBase, { color: vars.color.success[500] }],
  warning: [glyphBase, { color: vars.color.warning[500] }],
  error: [glyphBase, { color: vars.color.error[500] }],
});
// A plain toast is the message alone, so it is the one tone without a glyph.
export type ToastTone = 'plain' | keyof typeof glyph;

const viewportBase = style({
  position: 'fixed',
  left: 0,
  right: 0,
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space[2],
  padding: `0 ${vars.space[4]}`,
  // Clicks pass through the empty strip; only the toasts themselves catch the pointer.
  pointerEvents: 'none',
});

export const viewport = styleVariants({
  top: [viewportBase, { top: vars.space[7] }],
  bottom: [viewportBase, { bottom: vars.space[8] }],
});
export type ToastPlacement = keyof typeof viewport;

const enter = keyframes({ from: { opacity: 0, transform: `translateY(calc(${vars.space[2]} * -1))` } });

export const entering = style({
  animation: `${enter} ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

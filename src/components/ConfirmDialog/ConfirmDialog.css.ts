import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@tokens/theme.css';

const glyphBase = style({
  display: 'inline-flex',
  flexShrink: 0,
  width: '1.25em',
  height: '1.25em',
});

globalStyle(`${glyphBase} > svg`, { width: '100%', height: '100%' });

export const glyph = styleVariants({
  info: [glyphBase, { color: vars.color.brand[500] }],
  warning: [glyphBase, { color: vars.color.warning[500] }],
  danger: [glyphBase, { color: vars.color.error[500] }],
});
export type ConfirmDialogTone = keyof typeof glyph;

export const message = style({
  color: vars.color.neutral[700],
  wordBreak: 'break-word',
});

// The attribute raises specificity above the button's own variant colour; the deeper red keeps white
// text readable (the lighter error red is below 4.5:1 at this size).
export const dangerConfirm = style({
  selectors: {
    '&[data-variant]': { background: vars.color.error[700] },
    '&[data-variant]:hover:not(:disabled)': { background: vars.color.error[700], filter: 'brightness(0.92)' },
  },
});

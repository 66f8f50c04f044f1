import { style } from '@vanilla-extract/css';
import { vars } from '@tokens/theme.css';

export const root = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space[2],
  fontSize: vars.fontSize.sm,
  color: vars.color.neutral[700],
});

export const bar = style({
  position: 'relative',
  // In the text's own size, so the bar keeps its length beside the words on every screen.
  width: '12em',
  height: vars.space[2],
  overflow: 'hidden',
  borderRadius: vars.radius.pill,
  background: vars.color.neutral[200],
});

export const fill = style({
  position: 'absolute',
  inset: 0,
  borderRadius: vars.radius.pill,
  background: vars.color.brand[500],
  transformOrigin: 'left center',
  transition: 'transform 0.2s ease-out',
});

export const picker = style({
  position: 'relative',
  selectors: { '&:focus-within': { outline: `2px solid ${vars.color.brand[500]}`, outlineOffset: 2 } },
});

export const error = style({ color: vars.color.error[700] });

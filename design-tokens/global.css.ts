import { globalStyle } from '@vanilla-extract/css';
import { layout, media } from './index';
import { vars } from './theme.css';

/*
 * Responsive root font (SPEC §9): desktop scales from the 1920 design width with base 100 (1rem = 100
 * design px) and never below a readable floor; phones use 13.333vw so 1rem = 100px of a 750 design.
 */
const desktopRoot = `clamp(${layout.minDesktopRootFontSize}px, calc(100vw / ${layout.designWidth / layout.baseFontSize}), ${layout.baseFontSize}px)`;

globalStyle('html', {
  fontSize: desktopRoot,
  WebkitTextSizeAdjust: '100%',
  '@media': { [media.phone]: { fontSize: layout.mobileRootFontSize } },
});

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.family.base,
  fontSize: vars.fontSize.md,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.neutral[800],
  background: vars.color.neutral[50],
  WebkitFontSmoothing: 'antialiased',
});

globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit' });
globalStyle('img, svg, video', { display: 'block', maxWidth: '100%' });
globalStyle('a', { color: vars.color.brand[600], textDecoration: 'none' });
globalStyle(':focus-visible', { outline: `2px solid ${vars.color.brand[500]}`, outlineOffset: 2 });

import { globalStyle } from '@vanilla-extract/css';
import { layout, media, rem } from '@tokens/index';
import { vars } from '@tokens/theme.css';

/*
 * The bar index.html draws inside #root before any script has run: the site's header with its logo, where
 * the layouts draw theirs, on the page's background. React replaces it with the real layout on its first
 * render. The class names are fixed because index.html names them; these rules travel in the entry's style
 * sheet, the one style sheet the HTML waits for.
 */
const shell = '.boot-shell';

globalStyle(shell, { minHeight: '100vh', background: vars.color.neutral[50] });

// As the desktop header's bar; on phones as the mobile navbar (where most phone visits land).
globalStyle(`${shell} .boot-bar`, {
  height: rem(layout.headerHeight),
  background: vars.color.neutral[0],
  borderBottom: `1px solid ${vars.color.neutral[200]}`,
  '@media': { [media.phone]: { height: `calc(${vars.control.lg} + ${vars.space[2]})` } },
});

// As the page container (PageShell's Container) the desktop header lays its logo in.
globalStyle(`${shell} .boot-inner`, {
  display: 'flex',
  alignItems: 'center',
  width: '100%',
  height: '100%',
  maxWidth: rem(layout.contentMaxWidth),
  marginInline: 'auto',
  paddingInline: vars.space[5],
  '@media': { [media.phone]: { paddingInline: vars.space[4] } },
});

// As the Logo component at the size each header gives it.
globalStyle(`${shell} .boot-logo`, {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '0.24em',
  lineHeight: 1,
  whiteSpace: 'nowrap',
  fontSize: vars.control.lg,
  '@media': { [media.phone]: { fontSize: vars.control.sm } },
});
globalStyle(`${shell} .boot-mark`, { flexShrink: 0, width: '1em', height: '1em' });
globalStyle(`${shell} .boot-tile`, { fill: vars.color.brand[500] });
globalStyle(`${shell} .boot-page`, { fill: vars.color.neutral[0] });
globalStyle(`${shell} .boot-page-shade`, { fill: vars.color.brand[100] });
globalStyle(`${shell} .boot-spark`, { fill: vars.color.accent[500] });
globalStyle(`${shell} .boot-smile`, {
  fill: 'none',
  stroke: vars.color.neutral[0],
  strokeWidth: 2.4,
  strokeLinecap: 'round',
});
globalStyle(`${shell} .boot-wordmark`, {
  display: 'inline-flex',
  flexDirection: 'column',
  gap: '0.14em',
  fontSize: '0.56em',
});
globalStyle(`${shell} .boot-name`, {
  fontWeight: vars.font.weight.bold,
  letterSpacing: '0.06em',
  color: vars.color.brand[700],
});
globalStyle(`${shell} .boot-tagline`, {
  fontSize: '0.5em',
  fontWeight: vars.font.weight.medium,
  letterSpacing: '0.1em',
  textTransform: 'uppercase',
  color: vars.color.neutral[600],
  '@media': { [media.phone]: { display: 'none' } },
});

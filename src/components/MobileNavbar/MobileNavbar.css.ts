import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '@tokens/theme.css';
import { BRAND_BAR_HEIGHT, brandBarSurface, brandLink } from './brandBar';

const reducedMotion = '(prefers-reduced-motion: reduce)';
const fadeIn = keyframes({ from: { opacity: 0 } });
const fadeOut = keyframes({ to: { opacity: 0 } });
const slideIn = keyframes({ from: { transform: 'translateX(100%)' } });
const slideOut = keyframes({ to: { transform: 'translateX(100%)' } });

export const root = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.sticky,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[3],
  height: BRAND_BAR_HEIGHT,
  ...brandBarSurface,
});

export const brand = style(brandLink);

export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space[2] });

export const account = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '44px',
  minHeight: '44px',
  paddingInline: vars.space[3],
  borderRadius: vars.radius.pill,
  color: vars.color.brand[600],
  fontSize: vars.fontSize.md,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
  selectors: {
    '&[data-state="user"]': { paddingInline: 0 },
    '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus },
  },
});

export const accountName = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '32px',
  height: '32px',
  borderRadius: '50%',
  background: vars.color.brand[100],
  color: vars.color.brand[700],
  fontWeight: vars.font.weight.bold,
});

// Thumb-sized whatever the phone's width scales the icon button to.
export const menuButton = style({ color: vars.color.neutral[800], minWidth: '44px', minHeight: '44px' });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  background: vars.color.overlay,
  selectors: {
    '&[data-state="open"]': { animation: `${fadeIn} ${vars.motion.duration.normal} ${vars.motion.easing.standard}` },
    '&[data-state="closed"]': { animation: `${fadeOut} ${vars.motion.duration.fast} ${vars.motion.easing.standard}` },
  },
  '@media': { [reducedMotion]: { selectors: { '&[data-state]': { animation: 'none' } } } },
});

export const panel = style({
  position: 'fixed',
  top: 0,
  right: 0,
  bottom: 0,
  zIndex: vars.zIndex.modal,
  display: 'flex',
  flexDirection: 'column',
  width: `min(80vw, calc(${vars.control.lg} * 7))`,
  padding: vars.space[4],
  background: vars.color.neutral[0],
  boxShadow: vars.shadow.lg,
  overflowY: 'auto',
  selectors: {
    '&:focus': { outline: 'none' },
    '&[data-state="open"]': { animation: `${slideIn} ${vars.motion.duration.slow} ${vars.motion.easing.standard}` },
    '&[data-state="closed"]': { animation: `${slideOut} ${vars.motion.duration.normal} ${vars.motion.easing.standard}` },
  },
  '@media': { [reducedMotion]: { selectors: { '&[data-state]': { animation: 'none' } } } },
});

export const panelHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  paddingBottom: vars.space[4],
  marginBottom: vars.space[3],
  borderBottom: `1px solid ${vars.color.neutral[100]}`,
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[3],
  minHeight: vars.control.lg,
  padding: `0 ${vars.space[3]}`,
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.md,
  fontWeight: vars.font.weight.medium,
  color: vars.color.neutral[800],
  selectors: {
    '&:hover': { background: vars.color.neutral[50] },
    '&[aria-current="page"]': {
      background: vars.color.brand[50],
      color: vars.color.brand[700],
      fontWeight: vars.font.weight.bold,
    },
    '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus },
  },
});

export const itemIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.control.sm,
  height: vars.control.sm,
  borderRadius: vars.radius.md,
  background: vars.color.neutral[100],
  color: vars.color.neutral[600],
  selectors: {
    [`${item}[aria-current="page"] &`]: { background: vars.color.brand[500], color: vars.color.neutral[0] },
  },
});

globalStyle(`${itemIcon} > svg`, { width: '60%', height: '60%' });

export const itemText = style({ flex: 1 });

export const itemArrow = style({
  width: vars.fontSize.lg,
  height: vars.fontSize.lg,
  color: vars.color.neutral[400],
  selectors: { [`${item}[aria-current="page"] &`]: { color: vars.color.brand[500] } },
});

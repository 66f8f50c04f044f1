import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { hiddenTextRules } from '@tokens/a11y.css';
import { layout, media, rem } from '@tokens/index';
import { vars } from '@tokens/theme.css';

const barHeight = rem(layout.headerHeight);
const reducedMotion = '(prefers-reduced-motion: reduce)';
const slideDown = keyframes({ from: { transform: 'translateY(-100%)' }, to: { transform: 'translateY(0)' } });

/* The header keeps the bar's height while the bar is fixed, so the page below never jumps. */
export const root = style({
  position: 'relative',
  zIndex: vars.zIndex.sticky,
  minHeight: barHeight,
  '@media': { [media.phone]: { minHeight: 0 } },
});

export const bar = style({
  height: barHeight,
  background: vars.color.neutral[0],
  borderBottom: `1px solid ${vars.color.neutral[200]}`,
  selectors: {
    '&[data-state="sticky"]': {
      position: 'fixed',
      top: 0,
      left: 0,
      right: 0,
      zIndex: vars.zIndex.sticky,
      borderBottomColor: 'transparent',
      boxShadow: vars.shadow.md,
      animation: `${slideDown} ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
    },
  },
  '@media': {
    [media.phone]: {
      height: 'auto',
      selectors: { '&[data-state="sticky"]': { position: 'static', animation: 'none' } },
    },
    [reducedMotion]: { animation: 'none' },
  },
});

export const inner = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[6],
  height: '100%',
  '@media': {
    [media.phone]: {
      flexWrap: 'wrap',
      columnGap: vars.space[3],
      rowGap: 0,
      paddingTop: vars.space[2],
    },
  },
});

export const brand = style({
  display: 'inline-flex',
  flexShrink: 0,
  borderRadius: vars.radius.md,
  selectors: { '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus } },
});

// The logo fills most of the bar on desktop; on phones it shrinks to leave room for the account button.
globalStyle(`${brand} > [data-size]`, {
  fontSize: vars.control.lg,
  '@media': { [media.phone]: { fontSize: vars.control.sm } },
});

export const nav = style({
  height: '100%',
  '@media': {
    [media.phone]: {
      order: 3,
      width: '100%',
      height: vars.control.md,
      overflowX: 'auto',
      scrollbarWidth: 'none',
    },
  },
});

export const navList = style({
  display: 'flex',
  alignItems: 'stretch',
  gap: vars.space[5],
  height: '100%',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [media.phone]: { gap: vars.space[5] } },
});

export const navItem = style({ display: 'flex' });

export const navLink = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  paddingInline: vars.space[1],
  fontSize: vars.fontSize.lg,
  fontWeight: vars.font.weight.medium,
  color: vars.color.neutral[700],
  whiteSpace: 'nowrap',
  transition: `color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: {
    '&:hover': { color: vars.color.brand[600] },
    '&[aria-current="page"]': { color: vars.color.brand[600], fontWeight: vars.font.weight.bold },
    '&::after': {
      content: '""',
      position: 'absolute',
      left: '20%',
      right: '20%',
      bottom: 0,
      height: vars.space[1],
      borderRadius: vars.radius.pill,
      background: vars.color.brand[500],
      transform: 'scaleX(0)',
      transition: `transform ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
    },
    '&[aria-current="page"]::after': { transform: 'scaleX(1)' },
    '&:focus-visible': { outline: 'none', boxShadow: `inset ${vars.shadow.focus}` },
  },
  '@media': { [media.phone]: { fontSize: vars.fontSize.md } },
});

export const search = style({
  flex: '1 1 auto',
  maxWidth: rem(420),
  marginLeft: 'auto',
  // Phones have room for an icon only: the slot's content decides how it opens.
  '@media': { [media.phone]: { flex: '0 0 auto', maxWidth: 'none' } },
});

export const account = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[3],
  marginLeft: 'auto',
  flexShrink: 0,
  selectors: { [`${search} + &`]: { marginLeft: 0 } },
});

export const accountTrigger = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  // Room for the unread badge that overhangs the avatar's corner.
  gap: vars.space[3],
  height: vars.control.md,
  padding: `0 ${vars.space[2]} 0 ${vars.space[1]}`,
  border: '1px solid transparent',
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.neutral[800],
  cursor: 'pointer',
  transition: `background ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: {
    '&:hover, &[data-state="open"]': { background: vars.color.neutral[100] },
    '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus },
  },
});

/* Hidden words that complete the account button's name for assistive technology. */
const hiddenText = hiddenTextRules;

export const visuallyHidden = style(hiddenText);

/** Where the avatar goes while the menu's code loads: the small avatar's size and shape, no picture yet. */
export const avatarStandIn = style({
  display: 'inline-block',
  flexShrink: 0,
  width: vars.control.sm,
  height: vars.control.sm,
  borderRadius: '50%',
  background: vars.color.neutral[100],
});

export const accountName = style({
  display: 'inline-block',
  maxWidth: `calc(${vars.control.lg} * 2)`,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  verticalAlign: 'middle',
  fontSize: vars.fontSize.md,
  fontWeight: vars.font.weight.medium,
  // On phones only the avatar shows; the name stays in the button's accessible name.
  '@media': { [media.phone]: hiddenText },
});

export const chevron = style({
  width: vars.fontSize.md,
  height: vars.fontSize.md,
  color: vars.color.neutral[500],
  transition: `transform ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
  selectors: { [`${accountTrigger}[data-state="open"] &`]: { transform: 'rotate(180deg)' } },
});

const menuIn = keyframes({ from: { opacity: 0, transform: `translateY(calc(${vars.space[2]} * -1))` } });

export const menu = style({
  zIndex: vars.zIndex.dropdown,
  minWidth: `calc(${vars.control.lg} * 4)`,
  padding: vars.space[2],
  background: vars.color.neutral[0],
  border: `1px solid ${vars.color.neutral[200]}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  transformOrigin: 'var(--radix-dropdown-menu-content-transform-origin)',
  animation: `${menuIn} ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
  '@media': { [reducedMotion]: { animation: 'none' } },
});

export const menuLabel = style({
  padding: `${vars.space[2]} ${vars.space[3]} ${vars.space[3]}`,
  marginBottom: vars.space[1],
  borderBottom: `1px solid ${vars.color.neutral[100]}`,
  fontSize: vars.fontSize.md,
  fontWeight: vars.font.weight.bold,
  color: vars.color.neutral[900],
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const menuItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[3],
  minHeight: vars.control.md,
  padding: `0 ${vars.space[3]}`,
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.md,
  color: vars.color.neutral[800],
  cursor: 'pointer',
  outline: 'none',
  userSelect: 'none',
  selectors: {
    '&[data-highlighted]': { background: vars.color.brand[50], color: vars.color.brand[700] },
  },
});

export const menuItemDanger = style({
  selectors: {
    '&[data-highlighted]': { background: vars.color.error[50], color: vars.color.error[700] },
  },
});

export const menuGlyph = style({
  width: vars.fontSize.xl,
  height: vars.fontSize.xl,
  flexShrink: 0,
  color: 'currentColor',
  opacity: 0.85,
});

export const menuText = style({ flex: 1, whiteSpace: 'nowrap' });

export const menuBadge = style({ marginLeft: 'auto' });

export const menuSeparator = style({
  margin: `${vars.space[2]} ${vars.space[1]}`,
  borderTop: `1px solid ${vars.color.neutral[100]}`,
});

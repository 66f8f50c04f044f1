import { globalStyle, style } from '@vanilla-extract/css';
import { layout, media, rem } from '@tokens/index';
import { vars } from '@tokens/theme.css';

/*
 * Phones: the feed takes the whole screen, one clip at a time, like the apps students know. Wider
 * screens: a 9:16 column in the middle of the page below the header.
 */
export const stage = style({
  position: 'relative',
  marginInline: 'auto',
  height: `calc(100vh - ${rem(layout.headerHeight)} - ${vars.space[6]})`,
  minHeight: '420px',
  aspectRatio: '9 / 16',
  maxWidth: '100%',
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  background: vars.color.neutral[900],
  touchAction: 'none',
  outline: 'none',
  selectors: { '&:focus-visible': { boxShadow: vars.shadow.focus } },
  '@media': {
    [media.phone]: {
      position: 'fixed',
      inset: 0,
      zIndex: vars.zIndex.sticky,
      height: '100dvh',
      minHeight: 0,
      aspectRatio: 'auto',
      width: '100%',
      borderRadius: 0,
    },
  },
});

export const track = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  height: '100%',
  transition: 'transform 320ms ease',
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const slide = style({ position: 'relative', height: '100%', overflow: 'hidden' });

export const video = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'contain',
  background: vars.color.neutral[900],
  cursor: 'pointer',
});

export const placeholder = style({ width: '100%', height: '100%', background: vars.color.neutral[900] });

/** Words over the picture: a dark fade keeps white text readable over any frame. */
export const caption = style({
  position: 'absolute',
  insetInline: 0,
  bottom: 0,
  padding: `${vars.space[8]} ${vars.space[4]} ${vars.space[5]}`,
  paddingInlineEnd: '72px',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  background: 'linear-gradient(to top, rgba(0, 0, 0, 0.85), rgba(0, 0, 0, 0.6) 60%, transparent)',
  color: vars.color.neutral[0],
  pointerEvents: 'none',
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.font.weight.bold,
  overflowWrap: 'anywhere',
});

export const teacher = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.neutral[0] });

export const courseLink = style({
  pointerEvents: 'auto',
  alignSelf: 'flex-start',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  paddingInline: vars.space[4],
  borderRadius: vars.radius.pill,
  background: vars.color.brand[700],
  color: vars.color.neutral[0],
  fontSize: vars.fontSize.sm,
  fontWeight: vars.font.weight.bold,
  textDecoration: 'none',
  maxWidth: '100%',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { '&:hover': { background: vars.color.brand[800] } },
});

export const topBar = style({
  position: 'absolute',
  insetInline: 0,
  top: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[2],
  padding: vars.space[3],
  background: 'linear-gradient(to bottom, rgba(0, 0, 0, 0.7), transparent)',
  color: vars.color.neutral[0],
  fontSize: vars.fontSize.sm,
  zIndex: 1,
});

export const position = style({ margin: 0, color: vars.color.neutral[0] });

export const side = style({
  position: 'absolute',
  insetInlineEnd: vars.space[3],
  top: '50%',
  transform: 'translateY(-50%)',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  zIndex: 1,
});

export const control = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '44px',
  height: '44px',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.pill,
  background: vars.color.overlay,
  color: vars.color.neutral[0],
  cursor: 'pointer',
  selectors: {
    '&:disabled': { opacity: 0.45, cursor: 'default' },
    '&:focus-visible': { outline: `2px solid ${vars.color.neutral[0]}`, outlineOffset: '2px' },
  },
});

globalStyle(`${control} svg`, { width: '22px', height: '22px', fill: 'none', stroke: 'currentColor', strokeWidth: 2 });

export const back = style([control, { textDecoration: 'none' }]);

export const center = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space[3],
  padding: vars.space[5],
  textAlign: 'center',
  color: vars.color.neutral[0],
  pointerEvents: 'none',
});

export const centerAction = style({ pointerEvents: 'auto' });

export const tapHint = style({
  padding: `${vars.space[2]} ${vars.space[4]}`,
  borderRadius: vars.radius.pill,
  background: vars.color.overlay,
  color: vars.color.neutral[0],
  fontSize: vars.fontSize.sm,
});

export const hint = style({
  margin: `${vars.space[3]} 0 0`,
  textAlign: 'center',
  color: vars.color.neutral[600],
  fontSize: vars.fontSize.sm,
  '@media': { [media.phone]: { display: 'none' } },
});

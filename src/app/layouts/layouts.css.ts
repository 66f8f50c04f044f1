import { globalStyle, style } from '@vanilla-extract/css';
import { layout, media, rem } from '@tokens/index';
import { vars } from '@tokens/theme.css';
import { TAB_BAR_SPACE } from '@/components/MobileTabBar/size';

export const frame = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100vh',
  background: vars.color.neutral[50],
});

export const main = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  selectors: { '&:focus': { outline: 'none' } },
});

/** Where the footer will be: a line at the page's end for the browser to watch. */
export const footerMark = style({ height: 1 });

export const skipLink = style({
  position: 'absolute',
  top: vars.space[2],
  left: vars.space[4],
  zIndex: vars.zIndex.toast,
  padding: `${vars.space[2]} ${vars.space[4]}`,
  borderRadius: vars.radius.md,
  background: vars.color.neutral[0],
  boxShadow: vars.shadow.md,
  fontSize: vars.fontSize.sm,
  transform: 'translateY(-200%)',
  selectors: { '&:focus': { transform: 'none' } },
});

export const aboutBody = style({
  display: 'grid',
  gridTemplateColumns: `${rem(260)} minmax(0, 1fr)`,
  alignItems: 'start',
  gap: vars.space[6],
  paddingBlock: vars.space[6],
  '@media': { [media.phone]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space[4], paddingBlock: vars.space[4] } },
});

export const aboutContent = style({ minWidth: 0 });

export const studymagTabs = style({
  display: 'flex',
  gap: vars.space[6],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  borderBottom: `1px solid ${vars.color.neutral[200]}`,
});

export const studymagNav = style({ paddingTop: vars.space[5] });

export const studymagTab = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.control.md,
  color: vars.color.neutral[600],
  fontSize: vars.fontSize.lg,
  fontWeight: vars.font.weight.medium,
  transition: `color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: {
    '&:hover': { color: vars.color.brand[600] },
    '&[aria-current="page"]': { color: vars.color.brand[600], boxShadow: `inset 0 -2px 0 ${vars.color.brand[500]}` },
  },
});

/** Mobile-style pages: a phone-wide column, centred with a quiet surround on wider screens. */
export const mobileBackdrop = style({
  minHeight: '100vh',
  background: vars.color.neutral[100],
});

export const mobileFrame = style({
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  maxWidth: rem(layout.mobileDesignWidth),
  minHeight: '100vh',
  marginInline: 'auto',
  background: vars.color.neutral[0],
  '@media': { [media.tablet]: { boxShadow: vars.shadow.sm } },
});

export const mobileContent = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  selectors: { '&:focus': { outline: 'none' } },
});

export const topBar = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.sticky,
  display: 'grid',
  gridTemplateColumns: `${vars.control.lg} minmax(0, 1fr) ${vars.control.lg}`,
  alignItems: 'center',
  gap: vars.space[2],
  height: `calc(${vars.control.lg} + ${vars.space[2]})`,
  paddingInline: vars.space[2],
  background: vars.color.neutral[0],
  borderBottom: `1px solid ${vars.color.neutral[200]}`,
});

export const topBarTitle = style({
  margin: 0,
  overflow: 'hidden',
  textAlign: 'center',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: vars.fontSize.lg,
  fontWeight: vars.font.weight.bold,
  color: vars.color.neutral[900],
});

export const backGlyph = style({ width: '1.2em', height: '1.2em' });

// Safari zooms the page into any field whose text is under 16px when it gets focus; on the mobile site
// fields are never smaller, so focusing one keeps the layout still.
globalStyle(`${mobileFrame} input, ${mobileFrame} select, ${mobileFrame} textarea`, { fontSize: 'max(16px, 1em)' });

// A form's main button on the mobile site is always thumb-sized, however small the phone scales its text.
globalStyle(`${mobileFrame} form button[type="submit"]`, { minHeight: '44px' });

// The tab bar is fixed at the bottom: the page keeps its height free at its end, so nothing stays under it.
globalStyle(`${mobileFrame}[data-tab-bar="shown"] > ${mobileContent}`, { paddingBottom: TAB_BAR_SPACE });

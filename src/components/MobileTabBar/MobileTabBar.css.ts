import { style } from '@vanilla-extract/css';
import { layout, rem } from '@tokens/index';
import { vars } from '@tokens/theme.css';
import { TAB_BAR_HEIGHT } from './size';

export const root = style({
  position: 'fixed',
  bottom: 0,
  left: 0,
  right: 0,
  zIndex: vars.zIndex.sticky,
  // As wide as the phone-wide page it belongs to, centred with it on a wider screen.
  width: '100%',
  maxWidth: rem(layout.mobileDesignWidth),
  marginInline: 'auto',
  paddingBottom: 'env(safe-area-inset-bottom, 0px)',
  paddingLeft: 'env(safe-area-inset-left, 0px)',
  paddingRight: 'env(safe-area-inset-right, 0px)',
  background: vars.color.neutral[0],
  borderTop: `1px solid ${vars.color.neutral[200]}`,
  boxShadow: vars.shadow.sm,
});

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  height: TAB_BAR_HEIGHT,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const tab = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '2px',
  width: '100%',
  height: '100%',
  minHeight: '44px',
  color: vars.color.neutral[600],
  fontSize: '12px',
  lineHeight: 1.2,
  textDecoration: 'none',
  WebkitTapHighlightColor: 'transparent',
  selectors: {
    '&[aria-current="page"]': { color: vars.color.brand[600], fontWeight: vars.font.weight.medium },
    '&:focus-visible': { outline: 'none', boxShadow: `inset ${vars.shadow.focus}` },
  },
});

export const icon = style({ width: '24px', height: '24px' });

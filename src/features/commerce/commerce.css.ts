import { style } from '@vanilla-extract/css';
import { media, rem } from '@tokens/index';
import { vars } from '@tokens/theme.css';

/** Main column and a summary column beside it; one column on phones. */
export const columns = style({
  display: 'grid',
  gridTemplateColumns: `minmax(0, 1fr) minmax(0, ${rem(460)})`,
  gap: vars.space[5],
  alignItems: 'start',
  '@media': { [media.phone]: { gridTemplateColumns: '1fr', gap: vars.space[4] } },
});

export const sectionTitle = style({
  margin: `0 0 ${vars.space[3]}`,
  fontSize: vars.fontSize.md,
  fontWeight: vars.font.weight.bold,
  color: vars.color.neutral[900],
});

export const hint = style({ margin: 0, color: vars.color.neutral[600], fontSize: vars.fontSize.sm });

export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space[4],
  '@media': { [media.phone]: { gridTemplateColumns: '1fr' } },
});

export const wide = style({ gridColumn: '1 / -1' });

export const summary = style({
  position: 'sticky',
  top: vars.space[5],
  display: 'grid',
  gap: vars.space[4],
  // On a phone the summary is one block of the column; the pay bar is what stays in view.
  '@media': { [media.phone]: { position: 'static' } },
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[3], alignItems: 'center' });

export const linkButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '44px',
  padding: `0 ${vars.space[5]}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.brand[500]}`,
  color: vars.color.brand[600],
  fontWeight: vars.font.weight.bold,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.brand[50] },
    '&:focus-visible': { boxShadow: vars.shadow.focus, outline: 'none' },
  },
});

export const primaryLinkButton = style([
  linkButton,
  {
    background: vars.color.brand[600],
    color: vars.color.neutral[0],
    selectors: { '&:hover': { background: vars.color.brand[700] } },
  },
]);

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: `${vars.space[2]} ${vars.space[4]}`,
  margin: 0,
  fontSize: vars.fontSize.sm,
});

export const factTerm = style({ color: vars.color.neutral[600] });

export const factValue = style({ margin: 0, color: vars.color.neutral[800], overflowWrap: 'anywhere' });

export const channelTabs = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[2] });

export const channelTab = style({
  minHeight: '44px',
  padding: `0 ${vars.space[4]}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.neutral[200]}`,
  background: vars.color.neutral[0],
  color: vars.color.neutral[700],
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': {
      borderColor: vars.color.brand[600],
      background: vars.color.brand[50],
      color: vars.color.brand[700],
    },
    '&:focus-visible': { boxShadow: vars.shadow.focus, outline: 'none' },
  },
});

export const stack = style({ display: 'grid', gap: vars.space[4], minWidth: 0 });

export const headerRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[3],
});

/**
 * A phone's bar kept at the bottom of the screen (above a tab bar that names its height in
 * --mobile-tab-bar-height), out to the page's edges and clear of the home indicator.
 */
const stickyBarRules = {
  position: 'sticky',
  bottom: 'var(--mobile-tab-bar-height, 0px)',
  zIndex: vars.zIndex.sticky,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[3],
  marginInline: `calc(-1 * ${vars.space[3]})`,
  padding: `${vars.space[2]} ${vars.space[3]} calc(${vars.space[2]} + env(safe-area-inset-bottom, 0px))`,
  background: vars.color.neutral[0],
  boxShadow: vars.shadow.md,
} as const;

/** The sticky bar of a page of the mobile site. */
export const stickyBar = style(stickyBarRules);

/** The sticky bar of the purchase and payment pages on a phone's width; wider screens show its content in the page. */
export const payBar = style({ display: 'none', '@media': { [media.phone]: stickyBarRules } });

export const payBarAmount = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  minWidth: 0,
  fontSize: vars.fontSize.xs,
  color: vars.color.neutral[600],
});

export const payBarValue = style({
  color: vars.color.error[700],
  fontFamily: vars.font.family.numeric,
  fontWeight: vars.font.weight.bold,
  fontSize: vars.fontSize.xl,
});

/** The bar's button: 48 px tall and thumb-wide. */
export const payBarAction = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  minHeight: '48px',
  minWidth: '45%',
  padding: `0 ${vars.space[5]}`,
  border: 0,
  borderRadius: vars.radius.pill,
  background: vars.color.brand[600],
  color: vars.color.neutral[0],
  font: 'inherit',
  fontSize: vars.fontSize.md,
  fontWeight: vars.font.weight.bold,
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&:active': { background: vars.color.brand[700] },
    '&:disabled': { opacity: 0.6, cursor: 'default' },
    '&:focus-visible': { boxShadow: vars.shadow.focus, outline: 'none' },
  },
});

/** Shown beside the content on wider screens; on a phone's width the pay bar holds it. */
export const besideBar = style({ '@media': { [media.phone]: { display: 'none' } } });

/** A control at least 44 px tall on a phone (a button whose own size is smaller). */
export const phoneTouch = style({ '@media': { [media.phone]: { minHeight: '44px' } } });

/** One refund in an order's summary: green once the money is back, amber while it is on its way. */
export const refundLine = style({
  margin: 0,
  paddingLeft: vars.space[2],
  borderLeft: `3px solid ${vars.color.success[500]}`,
  selectors: {
    '&[data-status="processing"]': { borderLeftColor: vars.color.warning[500] },
    '& + &': { marginTop: vars.space[2] },
  },
});

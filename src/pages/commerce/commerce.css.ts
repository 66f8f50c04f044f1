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

export const summary = style({ position: 'sticky', top: vars.space[5], display: 'grid', gap: vars.space[4] });

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
  minHeight: '40px',
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

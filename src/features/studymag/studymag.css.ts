import { style } from '@vanilla-extract/css';
import { media } from '@tokens/index';
import { vars } from '@tokens/theme.css';

export const page = style({
  display: 'grid',
  gap: vars.space[5],
  paddingTop: vars.space[5],
  paddingBottom: vars.space[8],
  minWidth: 0,
  '@media': { [media.phone]: { gap: vars.space[4], paddingBottom: vars.space[6] } },
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[3],
});

export const title = style({ margin: 0, fontSize: vars.fontSize.xxl, color: vars.color.neutral[900] });

export const subtitle = style({ margin: 0, color: vars.color.neutral[600], fontSize: vars.fontSize.sm });

export const picker = style({ display: 'flex', alignItems: 'center', gap: vars.space[2], flexWrap: 'wrap', minWidth: 0 });

export const pickerLabel = style({ color: vars.color.neutral[700], fontSize: vars.fontSize.sm });

export const select = style({
  minHeight: 44,
  maxWidth: '100%',
  padding: `0 ${vars.space[3]}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.neutral[300]}`,
  background: vars.color.neutral[0],
  color: vars.color.neutral[800],
  fontSize: vars.fontSize.sm,
  selectors: { '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus } },
});

export const panel = style({
  display: 'grid',
  gap: vars.space[4],
  padding: vars.space[5],
  borderRadius: vars.radius.lg,
  background: vars.color.neutral[0],
  boxShadow: vars.shadow.sm,
  minWidth: 0,
  position: 'relative',
  '@media': { [media.phone]: { padding: vars.space[4] } },
});

export const panelTitle = style({ margin: 0, fontSize: vars.fontSize.lg, color: vars.color.neutral[900] });

export const charts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space[5],
  '@media': { [media.phone]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space[4] } },
});

export const wide = style({ gridColumn: '1 / -1' });

export const twoColumns = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space[5],
  '@media': { [media.phone]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space[4] } },
});

export const bullets = style({
  margin: 0,
  paddingLeft: vars.space[5],
  color: vars.color.neutral[800],
  display: 'grid',
  gap: vars.space[1],
});

export const body = style({ margin: 0, color: vars.color.neutral[800], lineHeight: 1.8 });

export const list = style({ display: 'grid', gap: vars.space[3], margin: 0, padding: 0, listStyle: 'none', minWidth: 0 });

export const links = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[3] });

export const linkButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  padding: `0 ${vars.space[4]}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.brand[600]}`,
  color: vars.color.brand[700],
  fontSize: vars.fontSize.sm,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.brand[50] },
    '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus },
  },
});

export const recentItem = style({
  display: 'grid',
  gap: vars.space[1],
  padding: `${vars.space[3]} 0`,
  borderBottom: `1px solid ${vars.color.neutral[100]}`,
  minWidth: 0,
});

export const recentTitle = style({ color: vars.color.brand[700], fontSize: vars.fontSize.md, overflowWrap: 'anywhere' });

export const muted = style({ margin: 0, color: vars.color.neutral[600], fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  color: vars.color.neutral[800],
});

export const cell = style({
  padding: `${vars.space[2]} ${vars.space[2]}`,
  borderBottom: `1px solid ${vars.color.neutral[100]}`,
  textAlign: 'left',
});

export const numberCell = style([cell, { textAlign: 'right', whiteSpace: 'nowrap' }]);

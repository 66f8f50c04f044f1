import { style } from '@vanilla-extract/css';
import { vars } from '@tokens/theme.css';
import { GRAPH_MONO_FONT } from './StatechartGraph.css';

export const root = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space[4],
  color: vars.color.neutral[800],
  fontSize: vars.fontSize.md,
  lineHeight: vars.font.lineHeight.normal,
});

export const heading = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: vars.font.weight.bold });
export const summary = style({ margin: 0, color: vars.color.neutral[700] });

export const panels = style({
  display: 'grid',
  gap: vars.space[4],
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 360px), 1fr))',
  alignItems: 'start',
});

export const panel = style({
  display: 'grid',
  gap: vars.space[2],
  padding: vars.space[4],
  border: `1px solid ${vars.color.neutral[200]}`,
  borderRadius: vars.radius.md,
  background: vars.color.neutral[0],
  minWidth: 0,
});

export const panelHeading = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.font.weight.bold });
export const subHeading = style({
  margin: `${vars.space[2]} 0 0`,
  fontSize: vars.fontSize.md,
  fontWeight: vars.font.weight.bold,
});

export const current = style({
  margin: 0,
  fontFamily: GRAPH_MONO_FONT,
  fontSize: vars.fontSize.lg,
  color: vars.color.brand[600],
  overflowWrap: 'anywhere',
});
export const status = style({ color: vars.color.neutral[600], fontSize: vars.fontSize.sm });
export const muted = style({ margin: 0, color: vars.color.neutral[600], fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });

const list = { listStyle: 'none', margin: 0, padding: 0 } as const;
export const buttons = style({ ...list, display: 'flex', flexWrap: 'wrap', gap: vars.space[2] });
export const row = style({ display: 'flex', gap: vars.space[2] });

const buttonBase = {
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  borderRadius: vars.radius.sm,
  padding: `${vars.space[1]} ${vars.space[2]}`,
  cursor: 'pointer',
} as const;

export const eventButton = style({
  ...buttonBase,
  fontFamily: GRAPH_MONO_FONT,
  border: `1px solid ${vars.color.brand[500]}`,
  background: vars.color.brand[50],
  color: vars.color.brand[700],
  textAlign: 'left',
  overflowWrap: 'anywhere',
  ':hover': { background: vars.color.brand[100] },
});

export const plainButton = style({
  ...buttonBase,
  border: `1px solid ${vars.color.neutral[300]}`,
  background: vars.color.neutral[0],
  color: vars.color.neutral[800],
  ':disabled': { cursor: 'default', color: vars.color.neutral[500] },
});

export const history = style({ margin: 0, paddingLeft: vars.space[5], fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });

export const routes = style({ ...list, display: 'grid', gap: vars.space[2] });
export const route = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: vars.space[2],
  alignItems: 'baseline',
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});

export const details = style({ fontSize: vars.fontSize.sm });
export const source = style({
  margin: `${vars.space[2]} 0 0`,
  padding: vars.space[3],
  maxHeight: 320,
  overflow: 'auto',
  fontFamily: GRAPH_MONO_FONT,
  fontSize: vars.fontSize.sm,
  background: vars.color.neutral[50],
  borderRadius: vars.radius.sm,
});

import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { media } from '@tokens/index';
import { vars } from '@tokens/theme.css';

export const root = style({
  display: 'grid',
  // minmax(0, …) lets the wide Mermaid source scroll inside its box instead of widening the page.
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space[5],
  maxWidth: '100%',
  color: vars.color.neutral[800],
  fontSize: vars.fontSize.md,
  lineHeight: vars.font.lineHeight.normal,
});

export const heading = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: vars.font.weight.bold });
export const sectionHeading = style({
  margin: `0 0 ${vars.space[3]}`,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.font.weight.bold,
});
export const summary = style({ margin: 0, color: vars.color.neutral[700] });

export const list = style({ listStyle: 'none', margin: 0, padding: 0 });

export const children = styleVariants({
  compound: [
    list,
    { display: 'grid', gap: vars.space[3], gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 240px), 1fr))' },
  ],
  parallel: [
    list,
    { display: 'grid', gap: vars.space[3], gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 360px), 1fr))' },
  ],
});

globalStyle(`${children.compound} > li, ${children.parallel} > li`, { minWidth: 0 });

export const state = style({
  display: 'grid',
  gap: vars.space[2],
  padding: vars.space[3],
  border: `1px solid ${vars.color.neutral[300]}`,
  borderRadius: vars.radius.md,
  background: vars.color.neutral[0],
  minWidth: 0,
  '@media': { [media.phone]: { padding: vars.space[2] } },
});

export const stateKind = styleVariants({
  atomic: {},
  compound: { background: vars.color.neutral[50] },
  parallel: { background: vars.color.neutral[50], borderStyle: 'dashed', borderColor: vars.color.brand[400] },
  final: { borderWidth: 3, borderStyle: 'double' },
  history: { borderStyle: 'dotted' },
});

export const stateHeader = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space[2] });
export const stateName = style({ fontWeight: vars.font.weight.bold, overflowWrap: 'anywhere' });

const badgeBase = style({
  display: 'inline-block',
  padding: `0 ${vars.space[2]}`,
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.xs,
  lineHeight: 1.8,
  whiteSpace: 'nowrap',
});

export const badge = styleVariants({
  kind: [badgeBase, { background: vars.color.neutral[100], color: vars.color.neutral[700] }],
  initial: [badgeBase, { background: vars.color.success[50], color: vars.color.success[700] }],
  tag: [badgeBase, { background: vars.color.brand[50], color: vars.color.brand[700] }],
});

export const transitions = style([list, { display: 'grid', gap: vars.space[1], fontSize: vars.fontSize.sm }]);
export const transition = style({ overflowWrap: 'anywhere' });
export const event = style({
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "DejaVu Sans Mono", monospace',
  color: vars.color.brand[700],
});
export const guard = style({ color: vars.color.neutral[700], fontStyle: 'italic' });
export const actions = style({ color: vars.color.neutral[600] });

export const source = style({
  margin: 0,
  padding: vars.space[3],
  // Wrapped rather than scrolled: a scrolling box would need keyboard focus, and copying keeps the real lines.
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  borderRadius: vars.radius.md,
  background: vars.color.neutral[900],
  color: vars.color.neutral[50],
  fontSize: vars.fontSize.sm,
});

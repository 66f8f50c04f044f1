import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@tokens/theme.css';

/**
 * Faces the project installs (fonts-noto-cjk, fonts-dejavu-core), named first so that the drawing, and the
 * widths the layout measured for it, never depend on what else a machine has.
 */
export const GRAPH_FONT = '"Noto Sans CJK SC", "DejaVu Sans", sans-serif';
export const GRAPH_MONO_FONT = '"DejaVu Sans Mono", "Noto Sans Mono CJK SC", monospace';
export const NAME_SIZE = 13;
export const LABEL_SIZE = 11;

export const frame = style({
  overflow: 'auto',
  justifySelf: 'stretch',
  maxWidth: '100%',
  border: `1px solid ${vars.color.neutral[200]}`,
  borderRadius: vars.radius.md,
  background: vars.color.neutral[0],
});

export const svg = style({ display: 'block', fontFamily: GRAPH_FONT });

export const graph = style({ display: 'grid', gap: vars.space[2], justifyItems: 'start', minWidth: 0 });
export const sizeButton = style({
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  padding: `${vars.space[1]} ${vars.space[2]}`,
  border: `1px solid ${vars.color.neutral[300]}`,
  borderRadius: vars.radius.sm,
  background: vars.color.neutral[0],
  color: vars.color.neutral[800],
  cursor: 'pointer',
});

export const box = styleVariants({
  atomic: { fill: vars.color.neutral[0], stroke: vars.color.neutral[500], strokeWidth: 1 },
  compound: { fill: vars.color.neutral[50], stroke: vars.color.neutral[400], strokeWidth: 1 },
  parallel: { fill: vars.color.neutral[50], stroke: vars.color.neutral[400], strokeWidth: 1, strokeDasharray: '6 4' },
  final: { fill: vars.color.neutral[0], stroke: vars.color.neutral[700], strokeWidth: 3 },
  history: { fill: vars.color.neutral[0], stroke: vars.color.neutral[500], strokeWidth: 1 },
});

export const activeBox = style({ fill: vars.color.brand[50], stroke: vars.color.brand[600], strokeWidth: 2.5 });

export const name = style({ fontSize: NAME_SIZE, fontWeight: 700, fill: vars.color.neutral[800] });
export const activeName = style({ fill: vars.color.brand[600] });
export const tag = style({ fontSize: LABEL_SIZE, fill: vars.color.accent[600] });
export const stay = style({ fontSize: LABEL_SIZE, fill: vars.color.neutral[600] });
export const initialDot = style({ fill: vars.color.neutral[800] });

export const edge = style({ fill: 'none', stroke: vars.color.neutral[500], strokeWidth: 1.2 });
export const edgeLabel = style({ fontSize: LABEL_SIZE, fill: vars.color.neutral[800] });
export const edgeLabelBack = style({ fill: vars.color.neutral[0], opacity: 0.9 });
export const arrowHead = style({ fill: vars.color.neutral[500] });

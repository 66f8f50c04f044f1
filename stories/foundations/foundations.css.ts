import { globalStyle, style } from '@vanilla-extract/css';
import { layout, media } from '@tokens/index';
import { vars } from '@tokens/theme.css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[7],
  maxWidth: `${layout.contentMaxWidth}px`,
  margin: '0 auto',
  padding: `${vars.space[6]} ${vars.space[6]} ${vars.space[8]}`,
  color: vars.color.neutral[800],
  '@media': { [media.phone]: { padding: `${vars.space[5]} ${vars.space[4]} ${vars.space[7]}`, gap: vars.space[6] } },
});

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  paddingBottom: vars.space[5],
  borderBottom: `1px solid ${vars.color.neutral[200]}`,
});

export const eyebrow = style({
  margin: 0,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.font.weight.bold,
  letterSpacing: '0.12em',
  textTransform: 'uppercase',
  color: vars.color.brand[600],
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.neutral[900],
});

export const lead = style({
  margin: 0,
  maxWidth: '48em',
  fontSize: vars.fontSize.md,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.neutral[600],
});

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space[4] });

export const sectionTitle = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: vars.space[3],
  rowGap: vars.space[1],
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.font.weight.bold,
  color: vars.color.neutral[900],
});

export const sectionNote = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.font.weight.regular,
  color: vars.color.neutral[600],
});

export const code = style({
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "DejaVu Sans Mono", monospace',
  fontSize: '0.92em',
  color: vars.color.neutral[700],
});

/* Colours */

export const swatchGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(7.6em, 1fr))',
  gap: vars.space[3],
  '@media': { [media.phone]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const swatch = style({
  display: 'flex',
  flexDirection: 'column',
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  background: vars.color.neutral[0],
  boxShadow: vars.shadow.sm,
  border: `1px solid ${vars.color.neutral[200]}`,
});

export const swatchColor = style({
  display: 'flex',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  minHeight: '5.5em',
  padding: vars.space[3],
  fontSize: vars.fontSize.sm,
  fontWeight: vars.font.weight.bold,
});

export const swatchInfo = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
  padding: vars.space[3],
  fontSize: vars.fontSize.xs,
  color: vars.color.neutral[600],
});

export const swatchHex = style({ fontWeight: vars.font.weight.bold, color: vars.color.neutral[900], fontSize: vars.fontSize.sm });

/* Rows used by type, spacing, radii and the constant tables */

export const rows = style({
  display: 'flex',
  flexDirection: 'column',
  borderRadius: vars.radius.lg,
  background: vars.color.neutral[0],
  border: `1px solid ${vars.color.neutral[200]}`,
  overflow: 'hidden',
});

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(8em, 12em) minmax(0, 1fr)',
  alignItems: 'center',
  gap: vars.space[4],
  padding: `${vars.space[3]} ${vars.space[4]}`,
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.neutral[100]}` } },
  '@media': {
    [media.phone]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space[2] },
  },
});

export const rowLabel = style({ display: 'flex', flexDirection: 'column', gap: vars.space[1], minWidth: 0 });

export const rowName = style({ fontWeight: vars.font.weight.bold, color: vars.color.neutral[900] });

export const rowMeta = style({ fontSize: vars.fontSize.xs, color: vars.color.neutral[600] });

export const sample = style({ margin: 0, minWidth: 0, overflowWrap: 'anywhere', color: vars.color.neutral[900] });

export const scaleRow = style({
  display: 'grid',
  gridTemplateColumns: '3em minmax(12em, 18em) minmax(0, 1fr)',
  alignItems: 'center',
  gap: vars.space[4],
  padding: `${vars.space[2]} ${vars.space[4]}`,
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.neutral[100]}` } },
  '@media': {
    [media.phone]: { gridTemplateColumns: '2.5em minmax(0, 1fr)', rowGap: vars.space[2] },
  },
});

export const scaleTrack = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.space[5],
  paddingLeft: vars.space[2],
  borderLeft: `1px solid ${vars.color.neutral[300]}`,
  '@media': { [media.phone]: { gridColumn: '1 / -1' } },
});

export const bar = style({
  height: vars.space[4],
  minWidth: '1px',
  borderRadius: vars.radius.sm,
  background: `linear-gradient(90deg, ${vars.color.brand[400]}, ${vars.color.brand[600]})`,
});

/* Radii and shadows */

export const tileGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(10em, 1fr))',
  gap: vars.space[5],
  '@media': { [media.phone]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space[4] } },
});

export const wideTileGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(18em, 1fr))',
  gap: vars.space[5],
  '@media': { [media.phone]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space[4] } },
});

export const tile = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3] });

export const radiusShape = style({
  height: `calc(${vars.space[8]} * 1.5)`,
  background: vars.color.brand[50],
  border: `1px solid ${vars.color.brand[300]}`,
});

export const shadowShape = style({
  aspectRatio: '4 / 3',
  borderRadius: vars.radius.lg,
  background: vars.color.neutral[0],
});

export const shadowStage = style({
  padding: vars.space[6],
  borderRadius: vars.radius.lg,
  background: vars.color.neutral[100],
  '@media': { [media.phone]: { padding: vars.space[4] } },
});

/* Tables of constants */

export const tableGrid = style({
  display: 'grid',
  alignItems: 'start',
  gridTemplateColumns: 'repeat(auto-fit, minmax(20em, 1fr))',
  gap: vars.space[5],
  '@media': { [media.phone]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  background: vars.color.neutral[0],
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  boxShadow: `0 0 0 1px ${vars.color.neutral[200]}`,
});

globalStyle(`${table} caption`, {
  padding: `0 0 ${vars.space[2]}`,
  textAlign: 'left',
  fontWeight: vars.font.weight.bold,
  fontSize: vars.fontSize.md,
  color: vars.color.neutral[900],
});

globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space[2]} ${vars.space[3]}`,
  textAlign: 'left',
  borderTop: `1px solid ${vars.color.neutral[100]}`,
  verticalAlign: 'middle',
  overflowWrap: 'break-word',
  '@media': { [media.phone]: { padding: `${vars.space[2]} ${vars.space[2]}` } },
});

globalStyle(`${table} thead th`, {
  borderTop: 'none',
  background: vars.color.neutral[50],
  fontSize: vars.fontSize.xs,
  fontWeight: vars.font.weight.bold,
  color: vars.color.neutral[600],
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
});

globalStyle(`${table} tbody th`, { fontWeight: vars.font.weight.medium, color: vars.color.neutral[900] });

// Media queries and long values may break anywhere; names keep whole words.
globalStyle(`${table} td code`, { overflowWrap: 'anywhere' });

export const motionTrack = style({
  position: 'relative',
  height: vars.space[3],
  minWidth: '6em',
  borderRadius: vars.radius.pill,
  background: vars.color.neutral[100],
  overflow: 'hidden',
});

export const motionDot = style({
  position: 'absolute',
  top: 0,
  left: 0,
  width: vars.space[3],
  height: vars.space[3],
  borderRadius: '50%',
  background: vars.color.brand[500],
  transitionProperty: 'left',
  selectors: { [`${motionTrack}:hover &, ${motionTrack}:focus-visible &`]: { left: `calc(100% - ${vars.space[3]})` } },
  '@media': { '(prefers-reduced-motion: reduce)': { transitionProperty: 'none' } },
});

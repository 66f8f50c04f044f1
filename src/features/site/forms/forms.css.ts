import { globalStyle, style } from '@vanilla-extract/css';
import { media } from '@tokens/index';
import { vars } from '@tokens/theme.css';

export const frame = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  padding: `${vars.space[6]} ${vars.space[7]}`,
  borderRadius: vars.radius.lg,
  background: vars.color.neutral[0],
  boxShadow: vars.shadow.sm,
  '@media': { [media.phone]: { padding: vars.space[4] } },
});
export const heading = style({
  margin: 0,
  color: vars.color.neutral[900],
  fontSize: vars.fontSize.xl,
  fontWeight: vars.font.weight.bold,
});
export const intro = style({ margin: 0, color: vars.color.neutral[600], fontSize: vars.fontSize.sm });
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space[4], marginTop: vars.space[2] });
export const row = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space[4],
  '@media': { [media.phone]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
export const actions = style({ display: 'flex', justifyContent: 'flex-start' });
export const sent = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space[3],
  padding: `${vars.space[6]} ${vars.space[4]}`,
  textAlign: 'center',
});
export const sentIcon = style({ width: '3.2em', height: '3.2em', fontSize: vars.fontSize.lg });
globalStyle(`${sentIcon} circle`, { fill: vars.color.success[50], stroke: vars.color.success[500], strokeWidth: 2 });
globalStyle(`${sentIcon} path`, {
  fill: 'none',
  stroke: vars.color.success[700],
  strokeWidth: 3,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
});
export const sentTitle = style({
  margin: 0,
  color: vars.color.neutral[900],
  fontSize: vars.fontSize.lg,
  fontWeight: vars.font.weight.bold,
});
export const sentText = style({ margin: 0, color: vars.color.neutral[700], fontSize: vars.fontSize.sm, maxWidth: '32em' });

export const files = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[3], margin: 0, padding: 0, listStyle: 'none' });
export const thumb = style({
  position: 'relative',
  width: '6em',
  fontSize: vars.fontSize.md,
});
export const thumbImage = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '1',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  selectors: { '&[data-state="uploading"]': { opacity: 0.5 } },
});
export const remove = style({
  position: 'absolute',
  top: `calc(${vars.space[2]} * -1)`,
  right: `calc(${vars.space[2]} * -1)`,
  display: 'grid',
  placeItems: 'center',
  width: '1.6em',
  height: '1.6em',
  padding: 0,
  border: 0,
  borderRadius: '50%',
  background: vars.color.neutral[800],
  color: vars.color.neutral[0],
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus } },
});
export const addFile = style({
  display: 'grid',
  placeItems: 'center',
  width: '6em',
  aspectRatio: '1',
  border: `1px dashed ${vars.color.neutral[400]}`,
  borderRadius: vars.radius.md,
  color: vars.color.neutral[600],
  fontSize: vars.fontSize.md,
  textAlign: 'center',
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: vars.color.brand[500], color: vars.color.brand[700] },
    '&:focus-within': { boxShadow: vars.shadow.focus },
  },
});
export const addFileText = style({ fontSize: vars.fontSize.xs, paddingInline: vars.space[1] });
export const fileInput = style({ position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden' });
export const fileRow = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space[3],
  color: vars.color.neutral[700],
  fontSize: vars.fontSize.sm,
});
export const pickButton = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  height: vars.control.sm,
  padding: `0 ${vars.space[4]}`,
  border: `1px solid ${vars.color.brand[500]}`,
  borderRadius: vars.radius.pill,
  color: vars.color.brand[700],
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.brand[50] }, '&:focus-within': { boxShadow: vars.shadow.focus } },
});
export const textButton = style({
  padding: 0,
  border: 0,
  background: 'none',
  color: vars.color.error[700],
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  selectors: { '&:hover, &:focus-visible': { textDecoration: 'underline', outline: 'none' } },
});
export const captchaRow = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space[3] });
export const captchaField = style({ flex: '1 1 auto' });
export const fieldLabel = style({
  color: vars.color.neutral[800],
  fontSize: vars.fontSize.sm,
  fontWeight: vars.font.weight.medium,
});
export const fieldHint = style({ margin: 0, color: vars.color.neutral[600], fontSize: vars.fontSize.xs });
/** A refused file's reason, in the place of the hint, coloured as the fields' own errors are. */
export const fieldError = style([fieldHint, { color: vars.color.error[700] }]);

import { style } from '@vanilla-extract/css';
import { vars } from '@tokens/theme.css';

export const kinds = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[5], border: 0, padding: 0, margin: 0 });
export const legend = style({
  padding: 0,
  marginBottom: vars.space[2],
  fontSize: vars.fontSize.sm,
  color: vars.color.neutral[700],
});
export const choice = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space[2], fontSize: vars.fontSize.sm });

export const questionTools = style({ display: 'flex', justifyContent: 'flex-end', marginTop: vars.space[1] });

export const options = style({ display: 'grid', gap: vars.space[2], border: 0, padding: 0, margin: 0, minWidth: 0 });
export const option = style({
  display: 'grid',
  gridTemplateColumns: '2em minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: vars.space[3],
});
export const optionKey = style({
  fontFamily: vars.font.family.numeric,
  fontWeight: vars.font.weight.medium,
  color: vars.color.neutral[700],
  textAlign: 'center',
});
export const input = style({
  minWidth: 0,
  height: vars.control.sm,
  padding: `0 ${vars.space[3]}`,
  border: `1px solid ${vars.color.neutral[300]}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.sm,
  selectors: {
    '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus },
    '&[aria-invalid="true"]': { borderColor: vars.color.error[500] },
    '&:disabled': { background: vars.color.neutral[50] },
  },
});
export const right = style([choice, { whiteSpace: 'nowrap', color: vars.color.neutral[700] }]);

export const blanks = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(14em, 1fr))',
  gap: vars.space[3],
  border: 0,
  padding: 0,
  margin: 0,
  minWidth: 0,
});
export const blank = style({ display: 'grid', gap: vars.space[1], fontSize: vars.fontSize.sm, color: vars.color.neutral[700] });
export const blankInput = style([
  input,
  { height: 'auto', minHeight: '4.5em', padding: vars.space[2], fontFamily: 'inherit', resize: 'vertical' },
]);
export const note = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.neutral[600] });
export const noteError = style([note, { color: vars.color.error[700] }]);

/** The question as students will see it, formulas and pictures drawn, under the fields that write it. */
export const preview = style({
  display: 'grid',
  gap: vars.space[2],
  padding: vars.space[4],
  border: `1px dashed ${vars.color.neutral[300]}`,
  borderRadius: vars.radius.md,
  background: vars.color.neutral[50],
  fontSize: vars.fontSize.md,
  lineHeight: vars.font.lineHeight.relaxed,
});
export const previewTitle = style([legend, { margin: 0 }]);
export const previewStem = style({ margin: 0, color: vars.color.neutral[900], whiteSpace: 'pre-wrap' });
export const previewOptions = style({ display: 'grid', gap: vars.space[1], margin: 0, padding: 0, listStyle: 'none' });

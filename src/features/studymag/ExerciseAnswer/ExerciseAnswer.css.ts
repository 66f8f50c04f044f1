import { style } from '@vanilla-extract/css';
import { vars } from '@tokens/theme.css';

export const card = style({
  display: 'grid',
  gap: vars.space[3],
  padding: vars.space[4],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.neutral[200]}`,
  background: vars.color.neutral[0],
  minWidth: 0,
});

export const head = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space[2] });

export const meta = style({ color: vars.color.neutral[600], fontSize: vars.fontSize.sm });

export const question = style({
  margin: 0,
  color: vars.color.neutral[900],
  fontSize: vars.fontSize.md,
  overflowWrap: 'anywhere',
});

export const options = style({ display: 'grid', gap: vars.space[1], margin: 0, padding: 0, listStyle: 'none' });

export const option = style({
  padding: `${vars.space[1]} ${vars.space[3]}`,
  borderRadius: vars.radius.sm,
  color: vars.color.neutral[800],
  overflowWrap: 'anywhere',
  selectors: {
    '&[data-answer="true"]': { background: vars.color.success[50], color: vars.color.success[700] },
    '&[data-chosen="true"][data-answer="false"]': { background: vars.color.error[50], color: vars.color.error[700] },
  },
});

export const answers = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space[1]} ${vars.space[4]}`,
  margin: 0,
  fontSize: vars.fontSize.sm,
});

export const wrongText = style({ color: vars.color.error[700] });
export const rightText = style({ color: vars.color.success[700] });

export const analysis = style({ color: vars.color.neutral[700], fontSize: vars.fontSize.sm });

export const analysisToggle = style({
  cursor: 'pointer',
  color: vars.color.brand[700],
  minHeight: 44,
  display: 'flex',
  alignItems: 'center',
});

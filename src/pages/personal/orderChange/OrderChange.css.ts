import { style } from '@vanilla-extract/css';
import { media } from '@tokens/index';
import { vars } from '@tokens/theme.css';

export const choices = style({
  border: 0,
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space[3],
  minWidth: 0,
  '@media': { [media.phone]: { gridTemplateColumns: '1fr' } },
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space[2],
  color: vars.color.neutral[600],
  fontSize: vars.fontSize.sm,
});

export const choice = style({
  display: 'flex',
  gap: vars.space[3],
  alignItems: 'flex-start',
  padding: vars.space[3],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.neutral[200]}`,
  cursor: 'pointer',
  selectors: {
    '&:has(input:checked)': { borderColor: vars.color.brand[500], background: vars.color.brand[50] },
    '&:has(input:focus-visible)': { boxShadow: vars.shadow.focus },
  },
});

export const radio = style({
  marginTop: vars.space[1],
  accentColor: vars.color.brand[500],
  width: '1.1em',
  height: '1.1em',
  flex: '0 0 auto',
});

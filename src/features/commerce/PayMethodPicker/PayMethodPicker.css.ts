import { style } from '@vanilla-extract/css';
import { media } from '@tokens/index';
import { vars } from '@tokens/theme.css';

export const root = style({ border: 0, margin: 0, padding: 0, minWidth: 0 });

export const legend = style({
  padding: 0,
  marginBottom: vars.space[3],
  fontWeight: vars.font.weight.bold,
  color: vars.color.neutral[900],
});

export const options = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space[3],
  '@media': { [media.phone]: { gridTemplateColumns: '1fr' } },
});

export const option = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[3],
  minHeight: '44px',
  padding: vars.space[3],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.neutral[200]}`,
  background: vars.color.neutral[0],
  cursor: 'pointer',
  selectors: {
    '&:has(input:checked)': { borderColor: vars.color.brand[500], background: vars.color.brand[50] },
    '&:has(input:focus-visible)': { boxShadow: vars.shadow.focus },
  },
});

export const input = style({ position: 'absolute', opacity: 0, inset: 0, margin: 0, cursor: 'pointer' });

export const text = style({ display: 'flex', flexDirection: 'column', gap: '2px', minWidth: 0 });

export const name = style({ fontWeight: vars.font.weight.bold, color: vars.color.neutral[900] });

export const hint = style({ color: vars.color.neutral[600], fontSize: vars.fontSize.xs });

export const error = style({ marginTop: vars.space[2], color: vars.color.error[700], fontSize: vars.fontSize.sm });

import { style } from '@vanilla-extract/css';
import { vars } from '@tokens/theme.css';

export const form = style({ display: 'grid', gap: vars.space[5] });

export const section = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space[4],
  alignItems: 'start',
});

export const sectionTitle = style({
  gridColumn: '1 / -1',
  margin: 0,
  paddingBottom: vars.space[2],
  borderBottom: `1px solid ${vars.color.neutral[200]}`,
  fontSize: vars.fontSize.md,
  color: vars.color.neutral[900],
});

export const wide = style({ gridColumn: '1 / -1' });

export const flags = style({ gridColumn: '1 / -1', display: 'flex', flexWrap: 'wrap', gap: vars.space[5] });

export const textarea = style({
  width: '100%',
  minHeight: '6em',
  padding: vars.space[3],
  border: `1px solid ${vars.color.neutral[300]}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.sm,
  fontFamily: 'inherit',
  resize: 'vertical',
  selectors: {
    '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus },
    '&:disabled': { background: vars.color.neutral[50] },
  },
});

export const selectBlock = style({ width: '100%', height: vars.control.md });

export const bar = style({
  position: 'sticky',
  bottom: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[4],
  padding: `${vars.space[4]} 0`,
  background: vars.color.neutral[0],
  borderTop: `1px solid ${vars.color.neutral[200]}`,
});

export const barActions = style({ display: 'flex', gap: vars.space[3] });

export const head = style({ display: 'flex', alignItems: 'center', gap: vars.space[3], flexWrap: 'wrap' });

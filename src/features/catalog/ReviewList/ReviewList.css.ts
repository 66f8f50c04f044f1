import { style } from '@vanilla-extract/css';
import { vars } from '@tokens/theme.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space[4] });
export const toolbar = style({ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: vars.space[3] });
export const selectLabel = style({ color: vars.color.neutral[600], fontSize: vars.fontSize.sm });
export const select = style({
  maxWidth: '100%',
  height: vars.control.sm,
  paddingInline: vars.space[3],
  border: `1px solid ${vars.color.neutral[300]}`,
  borderRadius: vars.radius.md,
  background: vars.color.neutral[0],
  color: vars.color.neutral[800],
  fontSize: vars.fontSize.sm,
  selectors: { '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus } },
});
export const average = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[2],
  marginInlineStart: 'auto',
  color: vars.color.neutral[600],
  fontSize: vars.fontSize.sm,
});
export const skeleton = style({ display: 'flex', flexDirection: 'column', gap: vars.space[4] });
export const list = style({ margin: 0, padding: 0, listStyle: 'none' });
export const review = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  paddingBlock: vars.space[4],
  borderBottom: `1px solid ${vars.color.neutral[100]}`,
});
export const reviewHead = style({ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: vars.space[3] });
export const reviewer = style({ color: vars.color.neutral[900], fontWeight: vars.font.weight.medium });
export const date = style({ marginInlineStart: 'auto', color: vars.color.neutral[600], fontSize: vars.fontSize.xs });
export const content = style({
  margin: 0,
  color: vars.color.neutral[700],
  fontSize: vars.fontSize.sm,
  lineHeight: vars.font.lineHeight.relaxed,
});

import { style } from '@vanilla-extract/css';
import { media } from '@tokens/index';
import { vars } from '@tokens/theme.css';

export const root = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space[4],
  '@media': { [media.phone]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space[3] } },
});

export const stage = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  padding: vars.space[4],
  borderRadius: vars.radius.lg,
  background: vars.color.neutral[0],
  boxShadow: vars.shadow.sm,
  borderTop: `4px solid ${vars.color.brand[500]}`,
  selectors: {
    '&[data-stage="junior"]': { borderTopColor: vars.color.accent[500] },
    '&[data-stage="senior"]': { borderTopColor: vars.color.success[500] },
  },
});

export const stageName = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.font.weight.bold });
export const stageLink = style({
  color: vars.color.neutral[900],
  textDecoration: 'none',
  selectors: { '&:hover': { color: vars.color.brand[700] }, '&::after': { content: '" ›"', color: vars.color.neutral[500] } },
});

const list = { display: 'flex', flexWrap: 'wrap', gap: vars.space[2], margin: 0, padding: 0, listStyle: 'none' } as const;
export const grades = style(list);
export const subjects = style(list);

export const grade = style({
  display: 'inline-block',
  padding: `${vars.space[1]} ${vars.space[3]}`,
  borderRadius: vars.radius.pill,
  background: vars.color.brand[50],
  color: vars.color.brand[700],
  fontSize: vars.fontSize.sm,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.brand[600], color: vars.color.neutral[0] },
    '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus },
  },
});

export const subject = style({
  display: 'inline-block',
  padding: `${vars.space[1]} ${vars.space[2]}`,
  color: vars.color.neutral[700],
  fontSize: vars.fontSize.sm,
  textDecoration: 'none',
  selectors: {
    '&:hover': { color: vars.color.brand[700], textDecoration: 'underline' },
    '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus },
  },
});

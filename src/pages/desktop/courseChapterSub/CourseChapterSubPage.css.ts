import { style } from '@vanilla-extract/css';
import { media, rem } from '@tokens/index';
import { vars } from '@tokens/theme.css';

export const crumbs = style({ paddingBlock: vars.space[4] });
export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space[4] });
export const layout = style({
  display: 'grid',
  gridTemplateColumns: `minmax(0, 1fr) ${rem(340)}`,
  gap: vars.space[5],
  alignItems: 'start',
  '@media': { [media.phone]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
export const main = style({ display: 'flex', flexDirection: 'column', gap: vars.space[5], minWidth: 0 });
export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  padding: vars.space[5],
  borderRadius: vars.radius.lg,
  background: `linear-gradient(135deg, ${vars.color.brand[50]}, ${vars.color.neutral[0]})`,
  boxShadow: vars.shadow.sm,
});
export const eyebrow = style({ margin: 0, color: vars.color.brand[600], fontWeight: vars.font.weight.bold });
export const heading = style({
  margin: 0,
  color: vars.color.neutral[900],
  fontSize: vars.fontSize.xxl,
  lineHeight: vars.font.lineHeight.tight,
});
export const summary = style({ margin: 0, color: vars.color.neutral[700], fontSize: vars.fontSize.md });
export const facts = style({ margin: 0, color: vars.color.neutral[600], fontSize: vars.fontSize.sm });
export const buyBar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space[3],
  marginTop: vars.space[2],
  padding: vars.space[3],
  borderRadius: vars.radius.md,
  background: vars.color.accent[50],
  color: vars.color.neutral[800],
  fontSize: vars.fontSize.sm,
});
export const aside = style({
  position: 'sticky',
  top: `calc(${vars.control.lg} * 1.6)`,
  '@media': { [media.phone]: { position: 'static' } },
});
export const chapters = style({ display: 'flex', flexDirection: 'column', margin: 0, padding: 0, listStyle: 'none' });
export const chapterLink = style({
  display: 'flex',
  gap: vars.space[2],
  padding: `${vars.space[2]} ${vars.space[3]}`,
  borderRadius: vars.radius.md,
  color: vars.color.neutral[800],
  fontSize: vars.fontSize.sm,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.neutral[50], color: vars.color.brand[700] },
    '&[aria-current="page"]': {
      background: vars.color.brand[50],
      color: vars.color.brand[700],
      fontWeight: vars.font.weight.medium,
    },
  },
});
export const chapterNumber = style({ flexShrink: 0, color: vars.color.brand[600] });
export const backLink = style({
  display: 'inline-block',
  marginTop: vars.space[3],
  color: vars.color.brand[600],
  fontSize: vars.fontSize.sm,
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

import { style } from '@vanilla-extract/css';
import { layout, media, rem } from '@tokens/index';
import { vars } from '@tokens/theme.css';

export const root = style({ minHeight: '100vh', background: vars.color.neutral[50] });
export const band = style({
  paddingBlock: vars.space[7],
  background: `linear-gradient(120deg, ${vars.color.brand[700]}, ${vars.color.brand[500]})`,
  color: vars.color.neutral[0],
  '@media': { [media.phone]: { paddingBlock: vars.space[5] } },
});
export const bandInner = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  maxWidth: rem(layout.contentMaxWidth),
  marginInline: 'auto',
  paddingInline: vars.space[5],
  '@media': { [media.phone]: { paddingInline: vars.space[4] } },
});
export const home = style({ alignSelf: 'flex-start', marginBottom: vars.space[3] });
export const title = style({
  margin: 0,
  fontSize: vars.fontSize.display,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});
export const subtitle = style({ margin: 0, color: vars.color.brand[100], fontSize: vars.fontSize.md });
export const body = style({
  display: 'grid',
  gridTemplateColumns: `${rem(300)} minmax(0, 1fr)`,
  gap: vars.space[6],
  alignItems: 'start',
  maxWidth: rem(layout.contentMaxWidth),
  marginInline: 'auto',
  padding: `${vars.space[6]} ${vars.space[5]} ${vars.space[8]}`,
  '@media': { [media.phone]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space[4], padding: vars.space[4] } },
});
export const toc = style({ position: 'sticky', top: vars.space[5], '@media': { [media.phone]: { position: 'static' } } });
export const text = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[5],
  padding: `${vars.space[6]} ${vars.space[7]}`,
  borderRadius: vars.radius.lg,
  background: vars.color.neutral[0],
  boxShadow: vars.shadow.sm,
  '@media': { [media.phone]: { padding: vars.space[4] } },
});
export const skeleton = style({ display: 'flex', flexDirection: 'column', gap: vars.space[4] });
export const top = style({
  alignSelf: 'flex-end',
  color: vars.color.brand[600],
  fontSize: vars.fontSize.sm,
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

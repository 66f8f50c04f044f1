import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { layout, media, rem } from '@tokens/index';
import { vars } from '@tokens/theme.css';

export const container = style({
  width: '100%',
  maxWidth: rem(layout.contentMaxWidth),
  marginInline: 'auto',
  paddingInline: vars.space[5],
  '@media': { [media.phone]: { paddingInline: vars.space[4] } },
});

export const pageTitle = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  paddingBlock: `${vars.space[5]} ${vars.space[4]}`,
});

export const breadcrumb = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
  color: vars.color.neutral[600],
});

export const crumb = style({
  display: 'inline-flex',
  alignItems: 'center',
  selectors: {
    '& + &::before': {
      content: '"/"',
      marginInline: vars.space[2],
      color: vars.color.neutral[400],
    },
  },
});

export const crumbLink = style({
  color: vars.color.neutral[600],
  selectors: { '&:hover': { color: vars.color.brand[600] } },
});

export const crumbCurrent = style({ color: vars.color.neutral[800] });

export const titleRow = style({
  display: 'flex',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space[4],
  flexWrap: 'wrap',
});

export const titleText = style({ minWidth: 0 });

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.neutral[900],
});

export const subtitle = style({
  margin: `${vars.space[2]} 0 0`,
  fontSize: vars.fontSize.md,
  color: vars.color.neutral[600],
});

export const actions = style({ display: 'flex', gap: vars.space[3], flexShrink: 0 });

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
  marginBlock: vars.space[5],
});

export const surface = styleVariants({
  plain: {},
  card: {
    padding: vars.space[5],
    background: vars.color.neutral[0],
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.sm,
    '@media': { [media.phone]: { padding: vars.space[4] } },
  },
});
export type SectionSurface = keyof typeof surface;

export const sectionHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[3],
});

export const sectionTitle = style({
  position: 'relative',
  margin: 0,
  paddingLeft: vars.space[3],
  fontSize: vars.fontSize.xl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.neutral[900],
});

// A short brand bar before each section heading, the accent the site uses to mark blocks.
globalStyle(`${sectionTitle}::before`, {
  content: '""',
  position: 'absolute',
  left: 0,
  top: '15%',
  bottom: '15%',
  width: vars.space[1],
  borderRadius: vars.radius.pill,
  background: vars.color.brand[500],
});

export const sectionExtra = style({ flexShrink: 0, fontSize: vars.fontSize.sm });

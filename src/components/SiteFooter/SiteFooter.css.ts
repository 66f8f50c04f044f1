import { style } from '@vanilla-extract/css';
import { breakpoints, media } from '@tokens/index';
import { vars } from '@tokens/theme.css';

export const root = style({
  background: vars.color.neutral[900],
  color: vars.color.neutral[300],
  fontSize: vars.fontSize.sm,
  lineHeight: vars.font.lineHeight.relaxed,
});

export const top = style({
  display: 'grid',
  gridTemplateColumns: '1.3fr 1fr 1fr 1.5fr',
  gap: vars.space[6],
  paddingBlock: `${vars.space[7]} ${vars.space[6]}`,
  '@media': {
    [`screen and (max-width: ${breakpoints.desktop - 1}px)`]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.phone]: {
      gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
      columnGap: vars.space[4],
      rowGap: vars.space[5],
      paddingBlock: vars.space[6],
    },
  },
});

export const brandColumn = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space[4],
  '@media': { [media.phone]: { gridColumn: '1 / -1' } },
});

export const slogan = style({ margin: 0, maxWidth: '18em', color: vars.color.neutral[300] });

export const linkColumn = style({ minWidth: 0 });

export const contactColumn = style({
  minWidth: 0,
  '@media': { [media.phone]: { gridColumn: '1 / -1' } },
});

export const heading = style({
  margin: `0 0 ${vars.space[3]}`,
  fontSize: vars.fontSize.md,
  fontWeight: vars.font.weight.bold,
  color: vars.color.neutral[0],
});

export const linkList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const link = style({
  color: vars.color.neutral[300],
  transition: `color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: { '&:hover': { color: vars.color.neutral[0], textDecoration: 'underline' } },
});

export const contact = style({ fontStyle: 'normal' });

export const contactList = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2], margin: 0 });

export const contactRow = style({ display: 'flex', gap: vars.space[3] });

export const contactTerm = style({ flexShrink: 0, color: vars.color.neutral[400] });

export const contactValue = style({ margin: 0, minWidth: 0, color: vars.color.neutral[200] });

export const phone = style({
  fontFamily: vars.font.family.numeric,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.neutral[0],
  letterSpacing: '0.04em',
  selectors: { '&:hover': { color: vars.color.accent[100] } },
});

export const bottom = style({ borderTop: `1px solid ${vars.color.neutral[800]}` });

export const bottomInner = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: `${vars.space[2]} ${vars.space[5]}`,
  paddingBlock: vars.space[4],
  fontSize: vars.fontSize.xs,
  color: vars.color.neutral[400],
  '@media': { [media.phone]: { flexDirection: 'column', alignItems: 'flex-start' } },
});

export const copyright = style({ margin: 0 });

export const records = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space[1]} ${vars.space[4]}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const recordText = style({ color: vars.color.neutral[400] });

export const recordLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[1],
  color: vars.color.neutral[400],
  selectors: { '&:hover': { color: vars.color.neutral[0], textDecoration: 'underline' } },
});

export const shield = style({ width: '1.2em', height: '1.2em', color: vars.color.accent[500] });

export const languages = style({ display: 'flex', gap: vars.space[1] });

export const languageButton = style({
  border: `1px solid ${vars.color.neutral[600]}`,
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.neutral[200],
  padding: `${vars.space[1]} ${vars.space[3]}`,
  fontSize: vars.fontSize.xs,
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': {
      background: vars.color.neutral[0],
      color: vars.color.neutral[900],
      borderColor: vars.color.neutral[0],
    },
    '&:hover:not([aria-pressed="true"])': { borderColor: vars.color.neutral[300] },
  },
});

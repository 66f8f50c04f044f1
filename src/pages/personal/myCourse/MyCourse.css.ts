import { style } from '@vanilla-extract/css';
import { media } from '@tokens/index';
import { vars } from '@tokens/theme.css';

export const continueCard = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[4],
  padding: vars.space[5],
  borderRadius: vars.radius.lg,
  background: `linear-gradient(120deg, ${vars.color.brand[50]}, ${vars.color.neutral[0]})`,
  border: `1px solid ${vars.color.brand[100]}`,
  '@media': { [media.phone]: { flexDirection: 'column', alignItems: 'stretch', padding: vars.space[4] } },
});

export const continueText = style({ display: 'flex', flexDirection: 'column', gap: vars.space[1], minWidth: 0, flex: 1 });

export const continueHeading = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.brand[700] });

export const continueCourse = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.font.weight.bold,
  color: vars.color.neutral[900],
  overflowWrap: 'anywhere',
});

export const continueLesson = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.neutral[600] });

export const sectionHeading = style({
  margin: `0 0 ${vars.space[3]}`,
  fontSize: vars.fontSize.md,
  fontWeight: vars.font.weight.bold,
  color: vars.color.neutral[900],
});

export const courseList = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space[3],
  margin: 0,
  padding: 0,
  '@media': { [media.phone]: { gridTemplateColumns: '1fr' } },
});

import { style } from '@vanilla-extract/css';
import { rem } from '@tokens/index';
import { vars } from '@tokens/theme.css';

/*
 * Shared look of the campaign blocks: they only ever live in the phone-wide campaign frame, so sizes are
 * those of a phone at every window width.
 */

export const card = style({
  display: 'grid',
  gap: vars.space[3],
  padding: vars.space[4],
  borderRadius: vars.radius.lg,
  background: vars.color.neutral[0],
  boxShadow: vars.shadow.sm,
  minWidth: 0,
});

export const hero = style({
  display: 'grid',
  gap: vars.space[2],
  padding: `${vars.space[6]} ${vars.space[4]}`,
  borderRadius: vars.radius.lg,
  background: `linear-gradient(135deg, ${vars.color.brand[500]}, ${vars.color.brand[700]})`,
  color: vars.color.neutral[0],
});

export const heroTitle = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});
export const heroText = style({ margin: 0, fontSize: vars.fontSize.sm, opacity: 0.92 });

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.font.weight.bold,
  color: vars.color.neutral[900],
  overflowWrap: 'anywhere',
});

export const subtitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.font.weight.medium,
  color: vars.color.neutral[900],
});
export const text = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.neutral[600], overflowWrap: 'anywhere' });
export const stack = style({ display: 'grid', gap: vars.space[4], minWidth: 0 });
export const row = style({ display: 'flex', alignItems: 'center', gap: vars.space[3], minWidth: 0 });
export const grow = style({ flex: '1 1 auto', minWidth: 0 });

/*
 * The teacher's photo and the course covers size the Image component's picture, which has rules of its own
 * for width, height and fit. Doubled, these outrank them whichever style sheet the page loaded last: chunks
 * load in the order a visit needs them, so source order decides nothing here.
 */
export const teacherPhoto = style({
  selectors: {
    '&&': {
      flex: `0 0 ${rem(56)}`,
      width: rem(56),
      height: rem(56),
      borderRadius: vars.radius.pill,
      objectFit: 'cover',
    },
  },
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `${vars.space[2]} ${vars.space[3]}`,
  margin: 0,
});
export const factTerm = style({ color: vars.color.neutral[600], fontSize: vars.fontSize.sm });
export const factValue = style({
  margin: 0,
  color: vars.color.neutral[900],
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});

export const countdown = style({
  display: 'grid',
  gap: vars.space[1],
  padding: vars.space[3],
  borderRadius: vars.radius.md,
  background: vars.color.brand[50],
  color: vars.color.brand[700],
  textAlign: 'center',
});
export const countdownValue = style({
  fontFamily: vars.font.family.numeric,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.font.weight.bold,
});

export const seatsTrack = style({
  height: rem(8),
  borderRadius: vars.radius.pill,
  background: vars.color.neutral[100],
  overflow: 'hidden',
});
export const seatsFill = style({ height: '100%', background: vars.color.brand[500] });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space[3] });

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[3],
  width: '100%',
  padding: vars.space[3],
  border: `1px solid ${vars.color.neutral[200]}`,
  borderRadius: vars.radius.md,
  background: vars.color.neutral[0],
  textAlign: 'left',
  cursor: 'pointer',
  font: 'inherit',
  selectors: {
    '&[aria-pressed="true"]': { borderColor: vars.color.brand[500], background: vars.color.brand[50] },
    '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus },
  },
});

/** A course cover in a list row, 16:9 like the covers themselves (outranking the Image component's own picture rules: see teacherPhoto). */
export const cover = style({
  selectors: {
    '&&': {
      flex: `0 0 ${rem(96)}`,
      width: rem(96),
      height: rem(54),
      borderRadius: vars.radius.sm,
      objectFit: 'cover',
    },
  },
});

export const lesson = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space[3],
  width: '100%',
  padding: `${vars.space[3]} ${vars.space[3]}`,
  border: 'none',
  borderRadius: vars.radius.md,
  background: vars.color.neutral[50],
  color: vars.color.neutral[900],
  font: 'inherit',
  textAlign: 'left',
  cursor: 'pointer',
  selectors: {
    '&[aria-current="true"]': {
      background: vars.color.brand[50],
      color: vars.color.brand[700],
      fontWeight: vars.font.weight.medium,
    },
    '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus },
  },
});

export const article = style({ display: 'grid', gap: vars.space[4], lineHeight: vars.font.lineHeight.relaxed });
export const paragraph = style({ margin: 0, fontSize: vars.fontSize.md, color: vars.color.neutral[800] });

export const linkButton = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: vars.control.lg,
  padding: `0 ${vars.space[4]}`,
  borderRadius: vars.radius.pill,
  background: vars.color.brand[600],
  color: vars.color.neutral[0],
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
  selectors: { '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus } },
});

export const secondaryLink = style([
  linkButton,
  { background: vars.color.neutral[0], color: vars.color.brand[700], border: `1px solid ${vars.color.brand[500]}` },
]);

import { style } from '@vanilla-extract/css';
import { vars } from '@tokens/theme.css';

/** The page's two parts, subjects over grades, each under its own heading. */
export const section = style({ display: 'grid', gap: vars.space[3], selectors: { '& + &': { marginTop: vars.space[8] } } });

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.font.weight.bold,
  color: vars.color.neutral[900],
});

/** A refused move or delete, above both parts. */
export const notice = style({ marginBottom: vars.space[5] });

/** A subject's cover gradient as the generated covers draw it: top left to bottom right. */
export const swatch = style({
  display: 'inline-block',
  width: '64px',
  height: '36px',
  borderRadius: vars.radius.sm,
  boxShadow: `inset 0 0 0 1px rgba(0, 0, 0, 0.08)`,
  verticalAlign: 'middle',
});

export const code = style({ fontFamily: vars.font.family.numeric, color: vars.color.neutral[700] });

export const uses = style({ display: 'grid', gap: '2px', fontSize: vars.fontSize.sm, whiteSpace: 'nowrap' });

export const stageTags = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[1] });

/** The three stages side by side, each a card of its grades. */
export const groups = style({ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: vars.space[4] });

export const group = style({
  border: `1px solid ${vars.color.neutral[200]}`,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  alignSelf: 'start',
});

export const groupHead = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[2],
  padding: `${vars.space[3]} ${vars.space[4]}`,
  background: vars.color.neutral[50],
  borderBottom: `1px solid ${vars.color.neutral[200]}`,
});

export const groupName = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.font.weight.bold,
  color: vars.color.neutral[900],
});

export const gradeList = style({ listStyle: 'none', margin: 0, padding: 0 });

export const grade = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto auto',
  alignItems: 'center',
  gap: vars.space[3],
  padding: `${vars.space[2]} ${vars.space[4]}`,
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.neutral[100]}` } },
});

export const gradeName = style({
  color: vars.color.neutral[900],
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const level = style({ fontSize: vars.fontSize.xs, color: vars.color.neutral[600], whiteSpace: 'nowrap' });

/** The colour picker inside a colour field, before its #rrggbb text. */
export const colourInput = style({
  display: 'block',
  width: '24px',
  height: '24px',
  padding: 0,
  border: `1px solid ${vars.color.neutral[300]}`,
  borderRadius: vars.radius.sm,
  background: 'none',
  cursor: 'pointer',
  selectors: {
    '&::-webkit-color-swatch-wrapper': { padding: 0 },
    '&::-webkit-color-swatch': { border: 'none', borderRadius: vars.radius.sm },
    '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus },
  },
});

/** The live preview of a subject's generated cover. */
export const preview = style({
  display: 'grid',
  placeItems: 'center',
  height: '96px',
  borderRadius: vars.radius.md,
  color: '#fff',
  fontSize: vars.fontSize.xl,
  fontWeight: vars.font.weight.bold,
  letterSpacing: '0.08em',
  textShadow: '0 1px 2px rgba(0, 0, 0, 0.25)',
});

export const previewLabel = style({ fontSize: vars.fontSize.sm, color: vars.color.neutral[700], marginBottom: vars.space[2] });

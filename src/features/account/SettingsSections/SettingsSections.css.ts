import { style } from '@vanilla-extract/css';
import { media, rem } from '@tokens/index';
import { vars } from '@tokens/theme.css';

/* ── Layout: the account summary and the section list beside the open section ── */

export const layout = style({
  display: 'grid',
  gridTemplateColumns: `${rem(340)} minmax(0, 1fr)`,
  alignItems: 'start',
  gap: vars.space[5],
  '@media': {
    [media.phone]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space[4] },
  },
});

export const aside = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
  minWidth: 0,
});

const surface = {
  background: vars.color.neutral[0],
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
} as const;

/** What explains rather than names: the card's intro, the confirmation's sentence. */
const secondaryText = {
  margin: 0,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.neutral[600],
} as const;

export const nav = style({
  ...surface,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
  padding: vars.space[2],
  '@media': {
    // Two by two on phones: every section stays in sight, none scrolled away.
    [media.phone]: {
      display: 'grid',
      gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
      padding: vars.space[1],
    },
  },
});

export const navItem = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[3],
  width: '100%',
  padding: `${vars.space[3]} ${vars.space[4]}`,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.neutral[700],
  textAlign: 'start',
  cursor: 'pointer',
  transition: `background ${vars.motion.duration.fast} ${vars.motion.easing.standard}, color ${vars.motion.duration.fast}`,
  selectors: {
    '&:hover': { background: vars.color.neutral[50], color: vars.color.brand[700] },
    '&[data-state="active"]': { background: vars.color.brand[50], color: vars.color.brand[700] },
    '&[data-state="active"]::before': {
      content: '""',
      position: 'absolute',
      insetBlock: vars.space[3],
      insetInlineStart: 0,
      width: vars.space[1],
      borderRadius: vars.radius.pill,
      background: vars.color.brand[500],
    },
    '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus },
  },
  '@media': {
    [media.phone]: {
      justifyContent: 'center',
      gap: vars.space[2],
      padding: `${vars.space[2]} ${vars.space[3]}`,
      textAlign: 'center',
      selectors: { '&[data-state="active"]::before': { display: 'none' } },
    },
  },
});

export const navGlyph = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.control.sm,
  height: vars.control.sm,
  borderRadius: vars.radius.md,
  background: vars.color.neutral[100],
  color: vars.color.neutral[600],
  selectors: {
    [`${navItem}[data-state="active"] &`]: { background: vars.color.brand[500], color: vars.color.neutral[0] },
  },
  '@media': { [media.phone]: { display: 'none' } },
});

export const glyph = style({ width: '55%', height: '55%' });

export const navText = style({ display: 'flex', flexDirection: 'column', gap: vars.space[1], minWidth: 0 });

export const navLabel = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.tight,
  whiteSpace: 'nowrap',
});

export const navHint = style({
  fontSize: vars.fontSize.xs,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.neutral[600],
  '@media': { [media.phone]: { display: 'none' } },
});

export const panel = style({
  minWidth: 0,
  outline: 'none',
  selectors: {
    '&[hidden]': { display: 'none' },
    '&:focus-visible': { boxShadow: vars.shadow.focus, borderRadius: vars.radius.lg },
  },
});

/* ── Summary card ── */

export const summary = style({
  ...surface,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[4],
  padding: vars.space[5],
  '@media': { [media.phone]: { padding: vars.space[4], gap: vars.space[3] } },
});

export const summaryText = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2], minWidth: 0 });

export const summaryName = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.neutral[900],
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const summaryFacts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space[1]} ${vars.space[3]}`,
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.neutral[600],
});

export const summaryFact = style({ display: 'flex', gap: vars.space[1], margin: 0 });

export const summaryTerm = style({ margin: 0 });

export const summaryValue = style({ margin: 0, color: vars.color.neutral[800] });

/* ── Section card ── */

export const card = style({
  ...surface,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[5],
  padding: `${vars.space[6]} ${vars.space[7]}`,
  '@media': { [media.phone]: { padding: vars.space[4], gap: vars.space[4] } },
});

export const cardHeader = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  paddingBottom: vars.space[4],
  borderBottom: `1px solid ${vars.color.neutral[200]}`,
});

export const cardTitle = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.neutral[900],
});

export const cardIntro = style({ ...secondaryText, fontSize: vars.fontSize.sm });

/** Forms keep a readable line length on wide screens. */
export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
  width: '100%',
  maxWidth: rem(560),
  '@media': { [media.phone]: { maxWidth: 'none' } },
});

export const fact = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space[2],
  margin: 0,
  padding: `${vars.space[3]} ${vars.space[4]}`,
  borderRadius: vars.radius.md,
  background: vars.color.neutral[50],
  fontSize: vars.fontSize.md,
  color: vars.color.neutral[600],
});

export const factValue = style({ color: vars.color.neutral[900], fontWeight: vars.font.weight.medium });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space[3],
  paddingTop: vars.space[2],
});

/* ── Grade select: a native select drawn like the text fields ── */

export const selectControl = style({ position: 'relative', display: 'flex' });

export const select = style({
  appearance: 'none',
  width: '100%',
  height: vars.control.lg,
  paddingInline: `${vars.space[3]} calc(${vars.space[3]} * 2 + ${vars.fontSize.md})`,
  border: `1px solid ${vars.color.neutral[300]}`,
  borderRadius: vars.radius.md,
  background: vars.color.neutral[0],
  color: vars.color.neutral[900],
  fontFamily: 'inherit',
  fontSize: vars.fontSize.lg,
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: vars.color.neutral[400] },
    '&:focus-visible': { outline: 'none', borderColor: vars.color.brand[500], boxShadow: vars.shadow.focus },
    '&[aria-invalid="true"]': { borderColor: vars.color.error[500] },
    '&:disabled': { cursor: 'not-allowed', background: vars.color.neutral[100], color: vars.color.neutral[600] },
  },
});

export const selectChevron = style({
  position: 'absolute',
  insetInlineEnd: vars.space[3],
  top: '50%',
  width: vars.fontSize.md,
  height: vars.fontSize.md,
  transform: 'translateY(-50%)',
  color: vars.color.neutral[600],
  pointerEvents: 'none',
});

/* A message line that holds a button beside its text. */
export const messageRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space[2] });

export const textButton = style({
  padding: 0,
  border: 'none',
  background: 'none',
  color: vars.color.brand[700],
  font: 'inherit',
  textDecoration: 'underline',
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus, borderRadius: vars.radius.sm } },
});

/* ── Avatar uploader ── */

export const avatarBlock = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[5],
  padding: vars.space[4],
  borderRadius: vars.radius.lg,
  background: vars.color.neutral[50],
  '@media': { [media.phone]: { gap: vars.space[4], padding: vars.space[3] } },
});

export const avatarFrame = style({ position: 'relative', flexShrink: 0, display: 'inline-flex' });

export const avatarBusy = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: '50%',
  background: vars.color.overlay,
});

export const avatarText = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space[2],
  minWidth: 0,
});

export const avatarTitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.font.weight.medium,
  color: vars.color.neutral[900],
});

/** Marks the visually hidden file input, so its visible label can show the keyboard focus. */
export const fileInput = style({});

export const fileButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space[2],
  height: vars.control.sm,
  paddingInline: vars.space[4],
  border: `1px solid ${vars.color.brand[500]}`,
  borderRadius: vars.radius.pill,
  background: vars.color.neutral[0],
  color: vars.color.brand[700],
  fontSize: vars.fontSize.sm,
  fontWeight: vars.font.weight.medium,
  cursor: 'pointer',
  transition: `background ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: {
    '&:hover': { background: vars.color.brand[50] },
    [`&:has(${fileInput}:focus-visible)`]: { boxShadow: vars.shadow.focus },
    '&[data-disabled="true"]': { cursor: 'not-allowed', borderColor: vars.color.neutral[300], color: vars.color.neutral[600] },
  },
});

/* ── Done ── */

export const done = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space[3],
  paddingBlock: vars.space[6],
  textAlign: 'center',
});

export const doneGlyph = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: `calc(${vars.control.lg} * 1.3)`,
  height: `calc(${vars.control.lg} * 1.3)`,
  borderRadius: '50%',
  background: vars.color.success[50],
  color: vars.color.success[700],
});

export const doneText = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: vars.space[2] });

export const doneTitle = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.font.weight.bold,
  color: vars.color.neutral[900],
});

export const doneMessage = style({
  ...secondaryText,
  maxWidth: rem(480),
  '@media': { [media.phone]: { maxWidth: 'none' } },
  fontSize: vars.fontSize.md,
});

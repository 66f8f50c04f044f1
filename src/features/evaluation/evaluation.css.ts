import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@tokens/theme.css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space[4], padding: vars.space[4], minWidth: 0 });

export const card = style({
  padding: vars.space[4],
  borderRadius: vars.radius.lg,
  background: vars.color.neutral[0],
  boxShadow: vars.shadow.sm,
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const heading = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: 600, color: vars.color.neutral[900] });
export const subheading = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: 600, color: vars.color.neutral[800] });
export const muted = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.neutral[600] });
export const text = style({ margin: 0, fontSize: vars.fontSize.md, color: vars.color.neutral[700], lineHeight: 1.6 });
export const error = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.error[700] });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3] });
export const row = style({ display: 'flex', alignItems: 'center', gap: vars.space[2], minWidth: 0 });
export const spread = style([row, { justifyContent: 'space-between', flexWrap: 'wrap' }]);
export const grow = style({ flex: 1, minWidth: 0 });

export const tabs = style({ display: 'flex', gap: vars.space[2], borderBottom: `1px solid ${vars.color.neutral[200]}` });
export const tab = style({
  flex: 1,
  padding: `${vars.space[2]} 0`,
  textAlign: 'center',
  fontSize: vars.fontSize.md,
  color: vars.color.neutral[600],
  textDecoration: 'none',
  borderBottom: '2px solid transparent',
  selectors: {
    '&[aria-current="page"]': { color: vars.color.brand[600], borderBottomColor: vars.color.brand[600], fontWeight: 600 },
  },
});

export const link = style({ color: vars.color.brand[600], fontSize: vars.fontSize.sm, textDecoration: 'none' });
export const linkButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: vars.control.md,
  padding: `0 ${vars.space[4]}`,
  borderRadius: vars.radius.pill,
  background: vars.color.brand[600],
  color: vars.color.neutral[0],
  fontSize: vars.fontSize.md,
  textDecoration: 'none',
});
export const ghostLink = style([linkButton, { background: vars.color.brand[50], color: vars.color.brand[700] }]);
// Two columns: the phone's rem is a twentieth of the screen, so a rem-based minimum would overflow it.
/** A practised question's buttons: how many attempts on one side, what to do next on the other. */
export const practiceActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space[3],
});
export const actions = style({ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space[2] });

export const select = style({
  width: '100%',
  minHeight: vars.control.md,
  padding: `0 ${vars.space[3]}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.neutral[300]}`,
  background: vars.color.neutral[0],
  fontSize: vars.fontSize.md,
  color: vars.color.neutral[800],
});
export const label = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
  fontSize: vars.fontSize.sm,
  color: vars.color.neutral[700],
});

/* Questions */
export const questionStem = style({ margin: 0, fontSize: vars.fontSize.md, lineHeight: 1.7, color: vars.color.neutral[900] });
export const options = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
});
export const option = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space[2],
  padding: vars.space[3],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.neutral[200]}`,
  background: vars.color.neutral[0],
  fontSize: vars.fontSize.md,
  color: vars.color.neutral[800],
  cursor: 'pointer',
  selectors: {
    '&[data-state="chosen"]': { borderColor: vars.color.brand[500], background: vars.color.brand[50] },
    '&[data-state="right"]': { borderColor: vars.color.success[500], background: vars.color.success[50] },
    '&[data-state="wrong"]': { borderColor: vars.color.error[500], background: vars.color.error[50] },
  },
});
globalStyle(`${option} input`, { marginTop: '0.2em' });
export const optionKey = style({ fontWeight: 600, minWidth: '1.2em' });

export const timer = style({
  fontVariantNumeric: 'tabular-nums',
  fontSize: vars.fontSize.lg,
  fontWeight: 600,
  color: vars.color.brand[700],
  selectors: { '&[data-state="urgent"]': { color: vars.color.error[700] } },
});

export const card_grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(6, minmax(0, 1fr))',
  gap: vars.space[2],
});
export const cardCell = style({
  minHeight: vars.control.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.neutral[300]}`,
  background: vars.color.neutral[0],
  fontSize: vars.fontSize.sm,
  color: vars.color.neutral[700],
  cursor: 'pointer',
  selectors: {
    '&[data-state="answered"]': {
      background: vars.color.brand[600],
      borderColor: vars.color.brand[600],
      color: vars.color.neutral[0],
    },
  },
});

export const badge = styleVariants({
  right: {
    color: vars.color.success[700],
    background: vars.color.success[50],
    padding: `0 ${vars.space[2]}`,
    borderRadius: vars.radius.pill,
    fontSize: vars.fontSize.sm,
  },
  wrong: {
    color: vars.color.error[700],
    background: vars.color.error[50],
    padding: `0 ${vars.space[2]}`,
    borderRadius: vars.radius.pill,
    fontSize: vars.fontSize.sm,
  },
});

/* Report */
export const score = style({
  margin: 0,
  fontSize: vars.fontSize.display,
  fontWeight: 700,
  color: vars.color.brand[600],
  lineHeight: 1.1,
});
export const chart = style({ width: '100%', height: 'auto', display: 'block' });
export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[2], margin: 0, padding: 0, listStyle: 'none' });
export const chip = style({
  padding: `${vars.space[1]} ${vars.space[3]}`,
  borderRadius: vars.radius.pill,
  background: vars.color.warning[50],
  // Warning 700 on warning 50 stays under 4.5:1 at this size; the amber lives in the ring, the text is dark.
  boxShadow: `inset 0 0 0 1px ${vars.color.warning[500]}`,
  color: vars.color.neutral[800],
  fontSize: vars.fontSize.sm,
});
export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm, tableLayout: 'fixed' });
globalStyle(`${table} th, ${table} td`, {
  padding: vars.space[2],
  borderBottom: `1px solid ${vars.color.neutral[200]}`,
  textAlign: 'left',
  verticalAlign: 'top',
  overflowWrap: 'anywhere',
});
globalStyle(`${table} th`, { color: vars.color.neutral[600], fontWeight: 600 });
export const details = style({ fontSize: vars.fontSize.sm, color: vars.color.neutral[600] });

export const qr = style({ width: '10rem', height: '10rem', alignSelf: 'center' });
export const cover = style({
  width: '100%',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.neutral[100],
});
export const price = style({ fontSize: vars.fontSize.xl, fontWeight: 700, color: vars.color.price });
export const sticky = style({
  position: 'sticky',
  bottom: 0,
  padding: vars.space[3],
  background: vars.color.neutral[0],
  boxShadow: vars.shadow.sm,
  display: 'flex',
  gap: vars.space[2],
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
});
export const tabButton = style([
  tab,
  { background: 'none', border: 0, borderBottom: '2px solid transparent', cursor: 'pointer' },
]);

export const questionLegend = style({ display: 'flex', alignItems: 'center', gap: vars.space[2] });
/** The 多选 / 填空 tag beside a question's number. */
export const kindTag = style({
  display: 'inline-block',
  padding: `0 ${vars.space[2]}`,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.brand[700]}`,
  color: vars.color.brand[700],
  background: vars.color.brand[50],
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  lineHeight: 1.6,
});
export const blanks = style({ display: 'grid', gap: vars.space[3] });
/** At least 16 px: iOS Safari zooms the page in on focus when an input's text is smaller. */
export const blankInput = style({});
globalStyle(`${blanks} input.${blankInput}`, { fontSize: `max(16px, ${vars.fontSize.md})` });

/** The report page's sign-out, below everything else: a way out, not a next step. */
export const signOut = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space[2],
  padding: `0 ${vars.space[4]} ${vars.space[6]}`,
});

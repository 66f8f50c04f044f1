import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@tokens/theme.css';

export const head = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space[3],
  marginBottom: vars.space[2],
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[4],
  margin: `0 0 ${vars.space[6]}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.neutral[600],
});

/** The order's money and its buyer side by side, each as wide as it needs down to a 1024 px screen. */
export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 3fr) minmax(16em, 2fr)',
  gap: vars.space[6],
  alignItems: 'start',
});

export const section = style({ marginBottom: vars.space[6], minWidth: 0 });

/** A section's title with its action (ask for a refund) at the other end. */
export const sectionHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[3],
  marginBottom: vars.space[3],
});

// Inside a section's head the head keeps the distance to what follows.
globalStyle(`${sectionHead} > h2`, { margin: 0 });

export const sectionTitle = style({
  margin: `0 0 ${vars.space[3]}`,
  fontSize: vars.fontSize.md,
  fontWeight: vars.font.weight.bold,
  color: vars.color.neutral[900],
});

/** Label and value pairs: what was paid, who bought. */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  columnGap: vars.space[4],
  rowGap: vars.space[2],
  margin: 0,
  fontSize: vars.fontSize.sm,
});

globalStyle(`${facts} dt`, { color: vars.color.neutral[600] });
globalStyle(`${facts} dd`, { margin: 0, color: vars.color.neutral[900], overflowWrap: 'anywhere' });

/** The breakdown under the lines: figures right-aligned, the paid sum set apart. */
export const breakdown = style([
  facts,
  {
    marginTop: vars.space[3],
    marginLeft: 'auto',
    width: 'max-content',
    minWidth: '16em',
    justifyItems: 'end',
  },
]);

globalStyle(`${breakdown} dt`, { justifySelf: 'start' });

export const total = style({ fontWeight: vars.font.weight.bold, fontSize: vars.fontSize.md, color: vars.color.brand[700] });

/** The order's states, oldest first, as a line of dots. */
export const timeline = style({ listStyle: 'none', margin: 0, padding: 0, borderLeft: `2px solid ${vars.color.neutral[200]}` });

export const step = style({
  position: 'relative',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space[3],
  padding: `0 0 ${vars.space[4]} ${vars.space[5]}`,
  fontSize: vars.fontSize.sm,
  selectors: {
    '&::before': {
      content: '""',
      position: 'absolute',
      left: '-7px',
      top: '6px',
      width: '12px',
      height: '12px',
      borderRadius: vars.radius.pill,
      background: vars.color.neutral[0],
      border: `2px solid ${vars.color.brand[500]}`,
    },
    '&:last-child': { paddingBottom: 0 },
  },
});

export const nowrap = style({ whiteSpace: 'nowrap' });

/** Transaction numbers and notification summaries: long unbroken strings that may wrap anywhere. */
export const code = style({
  fontFamily: vars.font.family.numeric,
  fontSize: vars.fontSize.xs,
  overflowWrap: 'anywhere',
  wordBreak: 'break-all',
});

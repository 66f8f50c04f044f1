import { style } from '@vanilla-extract/css';
import { vars } from '@tokens/theme.css';

/** What the family wrote, kept as they wrote it (line breaks included). */
export const message = style({
  margin: `0 0 ${vars.space[4]}`,
  padding: vars.space[4],
  borderRadius: vars.radius.md,
  background: vars.color.neutral[50],
  border: `1px solid ${vars.color.neutral[200]}`,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  fontSize: vars.fontSize.sm,
  lineHeight: 1.7,
  color: vars.color.neutral[900],
});

export const links = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[3], margin: 0, padding: 0, listStyle: 'none' });

/** A history entry: who did what, when, and a note's or reply's text below. */
export const entry = style({ display: 'grid', gap: vars.space[1], width: '100%' });

export const entryText = style({
  margin: 0,
  padding: `${vars.space[2]} ${vars.space[3]}`,
  borderRadius: vars.radius.sm,
  background: vars.color.neutral[50],
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  color: vars.color.neutral[800],
});

/** Internal notes stand apart from replies: the family never sees them. */
export const noteText = style([entryText, { background: vars.color.warning[50] }]);

/** The actions panel: one block per action, stacked. */
export const actions = style({ display: 'grid', gap: vars.space[5] });

export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space[3] });

/** A text action: its box, then its button, a little apart. */
export const textForm = style({ display: 'grid', justifyItems: 'start', gap: vars.space[2] });

/** The text box itself spans the panel. */
export const fill = style({ justifySelf: 'stretch' });

export const grow = style({ flex: '1 1 12em', minWidth: 0 });

export const hint = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.neutral[600] });

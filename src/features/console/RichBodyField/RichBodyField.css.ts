import { style } from '@vanilla-extract/css';
import { vars } from '@tokens/theme.css';

export const bodyHead = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  paddingBottom: vars.space[2],
  borderBottom: `1px solid ${vars.color.neutral[200]}`,
});
export const bodyTitle = style({ margin: 0, fontSize: vars.fontSize.md, color: vars.color.neutral[900] });

export const preview = style({
  maxWidth: 760,
  margin: `0 auto ${vars.space[4]}`,
  padding: vars.space[5],
  border: `1px dashed ${vars.color.neutral[300]}`,
  borderRadius: vars.radius.md,
  background: vars.color.neutral[0],
});

/** A page previewed in its own layout (cover band, table of contents) needs the panel's whole width. */
export const previewWide = style({ maxWidth: 'none', padding: vars.space[3], background: vars.color.neutral[50] });

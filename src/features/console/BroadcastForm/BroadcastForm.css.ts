import { style } from '@vanilla-extract/css';
import { vars } from '@tokens/theme.css';

/** The form beside its preview on wide screens, the preview under it on narrow ones. */
export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 3fr) minmax(280px, 2fr)',
  gap: vars.space[6],
  alignItems: 'start',
  '@media': { 'screen and (max-width: 1100px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const preview = style({
  display: 'grid',
  gap: vars.space[3],
  padding: vars.space[4],
  border: `1px solid ${vars.color.neutral[200]}`,
  borderRadius: vars.radius.md,
  background: vars.color.neutral[50],
});

export const previewList = style({ listStyle: 'none', margin: 0, padding: 0 });

export const reach = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: 600, color: vars.color.neutral[900] });

export const problems = style({
  margin: 0,
  paddingLeft: vars.space[5],
  color: vars.color.error[700],
  fontSize: vars.fontSize.sm,
});

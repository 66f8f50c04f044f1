import { style } from '@vanilla-extract/css';
import { vars } from '@tokens/theme.css';

/** The form beside a phone-width preview of the page; the preview drops below on narrow windows. */
export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) 22em',
  gap: vars.space[6],
  alignItems: 'start',
  '@media': { 'screen and (max-width: 1180px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const fields = style({
  display: 'grid',
  gap: vars.space[4],
  margin: 0,
  padding: 0,
  border: 'none',
  minWidth: 0,
});

export const pair = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space[4],
});

export const bar = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space[3] });

export const previewFrame = style({
  display: 'grid',
  gap: vars.space[3],
  padding: vars.space[3],
  border: `1px solid ${vars.color.neutral[200]}`,
  borderRadius: vars.radius.lg,
  background: vars.color.neutral[50],
});

export const previewLabel = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.neutral[600] });

export const previewOffer = style({
  display: 'grid',
  gap: vars.space[2],
  padding: vars.space[4],
  borderRadius: vars.radius.md,
  background: `linear-gradient(135deg, ${vars.color.accent[500]}, ${vars.color.error[500]})`,
  color: vars.color.neutral[0],
  overflowWrap: 'anywhere',
});

export const previewTitle = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.font.weight.bold });

export const previewText = style({ margin: 0, fontSize: vars.fontSize.sm, lineHeight: 1.6 });

export const previewItems = style({
  display: 'grid',
  gap: vars.space[1],
  margin: 0,
  paddingLeft: '1.2em',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.font.weight.medium,
});

export const previewState = style({
  margin: 0,
  padding: vars.space[3],
  borderRadius: vars.radius.md,
  background: vars.color.neutral[0],
  fontSize: vars.fontSize.sm,
  color: vars.color.neutral[700],
});

export const claims = style({ display: 'grid', gap: vars.space[3], marginTop: vars.space[8] });

export const claimsTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.font.weight.medium });

/** The form's notice, fields and buttons, spaced as one column. */
export const form = style({ display: 'grid', gap: vars.space[4] });

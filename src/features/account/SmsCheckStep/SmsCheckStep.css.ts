import { style } from '@vanilla-extract/css';
import { media } from '@tokens/index';
import { vars } from '@tokens/theme.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
  width: '100%',
});

export const intro = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space[3],
  padding: vars.space[4],
  background: vars.color.brand[50],
  borderRadius: vars.radius.md,
});

export const introGlyph = style({
  display: 'inline-flex',
  flexShrink: 0,
  padding: vars.space[2],
  fontSize: vars.fontSize.lg,
  color: vars.color.brand[600],
  background: vars.color.neutral[0],
  borderRadius: vars.radius.pill,
});

export const introText = style({ display: 'flex', flexDirection: 'column', gap: vars.space[1], minWidth: 0 });

export const introTitle = style({
  margin: 0,
  textWrap: 'balance',
  fontSize: vars.fontSize.md,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.neutral[900],
});

export const phoneLine = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.neutral[600],
});

export const phone = style({ fontWeight: vars.font.weight.bold, color: vars.color.neutral[900] });

export const row = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space[3],
});

export const grow = style({ flex: 1 });

export const captcha = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2] });

/*
 * Beside a field that shows its label above the box, the picture or the button lines up with the box: one
 * label line (small type at tight leading) plus the field's gap lower.
 */
export const besideField = style({
  flexShrink: 0,
  marginTop: `calc(${vars.fontSize.sm} * ${vars.font.lineHeight.tight} + ${vars.space[2]})`,
});

/* Field-height button with body-size text, so the countdown leaves the code field room on a phone. */
export const send = style({
  flexShrink: 0,
  fontSize: vars.fontSize.md,
  borderRadius: vars.radius.md,
  '@media': { [media.phone]: { paddingLeft: vars.space[3], paddingRight: vars.space[3] } },
});

export const back = style({ display: 'flex', justifyContent: 'center' });

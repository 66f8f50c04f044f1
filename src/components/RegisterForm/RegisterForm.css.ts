import { style } from '@vanilla-extract/css';
import { media } from '@tokens/index';
import { vars } from '@tokens/theme.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
  width: '100%',
});

export const row = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space[3],
});

export const grow = style({ flex: 1 });

/*
 * Fields here show their label above the box; the image and the send button line up with the box, one
 * label line (small type at tight leading) plus the field's gap lower.
 */
export const besideField = style({
  marginTop: `calc(${vars.fontSize.sm} * ${vars.font.lineHeight.tight} + ${vars.space[2]})`,
});

/* Field-height button with body-size text, so the countdown leaves the code field room on a phone. */
export const send = style({
  flexShrink: 0,
  fontSize: vars.fontSize.md,
  borderRadius: vars.radius.md,
  '@media': { [media.phone]: { paddingLeft: vars.space[3], paddingRight: vars.space[3] } },
});

export const agreement = style({ display: 'flex', flexDirection: 'column', gap: vars.space[1] });

export const fieldError = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.error[700],
});

export const login = style({
  margin: 0,
  display: 'flex',
  justifyContent: 'center',
  gap: vars.space[1],
  fontSize: vars.fontSize.sm,
  color: vars.color.neutral[600],
});

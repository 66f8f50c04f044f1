import { style } from '@vanilla-extract/css';
import { vars } from '@tokens/theme.css';

export const offer = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  padding: vars.space[5],
  borderRadius: vars.radius.lg,
  background: `linear-gradient(135deg, ${vars.color.accent[500]}, ${vars.color.error[500]})`,
  color: vars.color.neutral[0],
});

export const offerTitle = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: vars.font.weight.bold });

export const offerText = style({ margin: 0, fontSize: vars.fontSize.sm, lineHeight: 1.6 });

export const items = style({
  display: 'grid',
  gap: vars.space[2],
  margin: 0,
  paddingLeft: '1.2em',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.font.weight.medium,
});

/** A field with its button (captcha picture, send code) beside it, aligned with the input, not the label. */
export const row = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space[2], minWidth: 0 });

export const grow = style({ flex: 1, minWidth: 0 });

export const captcha = style({ flexShrink: 0, minHeight: '44px', marginBottom: '1.6em' });

export const sendButton = style({ flexShrink: 0, minHeight: '44px', marginBottom: '1.6em', whiteSpace: 'nowrap' });

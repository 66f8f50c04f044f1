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

/**
 * A field with a picture or button beside its box. They line up with the box itself: below the field's label
 * (its line and the field's gap), and unmoved when a message appears under the box.
 */
export const row = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space[2], minWidth: 0 });

const besideBox = {
  flexShrink: 0,
  minHeight: '44px',
  marginTop: `calc(${vars.fontSize.sm} * ${vars.font.lineHeight.tight} + ${vars.space[2]})`,
};

export const grow = style({ flex: 1, minWidth: 0 });

export const captcha = style(besideBox);

export const sendButton = style({ ...besideBox, whiteSpace: 'nowrap' });

export const offerSkeleton = style({ display: 'grid', gap: vars.space[4] });

import { style } from '@vanilla-extract/css';
import { vars } from '@tokens/theme.css';

/** The tutor's square photo, as the site crops it. */
export const photo = style({
  width: '40px',
  height: '40px',
  objectFit: 'cover',
  borderRadius: vars.radius.pill,
  background: vars.color.neutral[100],
  flexShrink: 0,
});

export const gender = style({ marginLeft: vars.space[2], fontSize: vars.fontSize.xs, color: vars.color.neutral[600] });

/** Short values that read wrongly broken over lines: a grade and subject, a date and time. */
export const nowrap = style({ whiteSpace: 'nowrap' });

import { style } from '@vanilla-extract/css';
import { vars } from '@tokens/theme.css';

export const thumb = style({
  display: 'block',
  width: '140px',
  aspectRatio: '1400 / 400',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  background: vars.color.neutral[100],
});

export const title = style({ display: 'grid', gap: vars.space[1], minWidth: '12em' });

export const link = style({ wordBreak: 'break-all', maxWidth: '14em' });

export const schedule = style({ whiteSpace: 'nowrap' });

export const dim = style({ opacity: 0.6 });

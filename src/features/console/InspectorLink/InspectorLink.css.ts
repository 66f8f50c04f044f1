import { style } from '@vanilla-extract/css';
import { vars } from '@tokens/theme.css';

export const form = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space[3] });

export const path = style({ flex: '1 1 280px' });

export const made = style({ display: 'grid', gap: vars.space[2], marginTop: vars.space[4] });

export const link = style({ wordBreak: 'break-all', fontSize: vars.fontSize.sm });

export const expiry = style({ margin: 0, color: vars.color.neutral[600], fontSize: vars.fontSize.sm });

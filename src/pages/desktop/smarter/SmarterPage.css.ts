import { style } from '@vanilla-extract/css';
import { vars } from '@tokens/theme.css';

export const filters = style({ display: 'flex', flexDirection: 'column', gap: vars.space[1], marginBottom: vars.space[5] });
export const filterSkeleton = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3] });
export const results = style({ display: 'flex', flexDirection: 'column', gap: vars.space[6] });

import { style } from '@vanilla-extract/css';
import { vars } from '@tokens/theme.css';

export const form = style({ display: 'grid', gap: vars.space[4] });

export const actions = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space[3], marginTop: vars.space[2] });

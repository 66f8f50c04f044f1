import { style } from '@vanilla-extract/css';
import { vars } from '@tokens/theme.css';

export const root = style({ display: 'flex', flexDirection: 'column', alignItems: 'stretch', gap: vars.space[6] });

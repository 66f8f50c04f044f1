import { style } from '@vanilla-extract/css';
import { vars } from '@tokens/theme.css';

export const loading = style({ paddingBlock: vars.space[6] });

export const loadingGroup = style({ display: 'flex', flexDirection: 'column', gap: vars.space[5] });

export const status = style({ paddingBlock: vars.space[7] });

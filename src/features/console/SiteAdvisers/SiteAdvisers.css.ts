import { style } from '@vanilla-extract/css';

export const intro = style({ maxWidth: '24em' });
export const nowrap = style({ whiteSpace: 'nowrap' });

import { style } from '@vanilla-extract/css';
import { vars } from '@tokens/theme.css';

export const centered = style({ minHeight: '100vh', display: 'grid', placeItems: 'center', background: vars.color.neutral[100] });

import { style } from '@vanilla-extract/css';
import { vars } from '@tokens/theme.css';

export const previewTitle = style({ margin: `${vars.space[3]} 0`, fontSize: vars.fontSize.xl, color: vars.color.neutral[900] });

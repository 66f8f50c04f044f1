import { style } from '@vanilla-extract/css';
import { rem } from '@tokens/index';
import { vars } from '@tokens/theme.css';

export const loading = style({ paddingBlock: vars.space[6] });

export const loadingGroup = style({ display: 'flex', flexDirection: 'column', gap: vars.space[5] });

/** The loading skeleton's title and banner heights, worked out here when the styles are built. */
export const loadingHeights = { title: rem(36), banner: rem(280) };

export const status = style({ paddingBlock: vars.space[7] });

import { globalStyle, style } from '@vanilla-extract/css';
import { media } from '@tokens/index';
import { TOUCH } from '@/features/mobile/mobile.css';

/** The order filters: thumb-sized tabs on a phone. */
export const filters = style({});
globalStyle(`${filters} > [role="tablist"] > [role="tab"]`, { '@media': { [media.phone]: { minHeight: TOUCH } } });

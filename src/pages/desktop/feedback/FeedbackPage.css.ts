import { style } from '@vanilla-extract/css';
import { visuallyHidden } from '@tokens/a11y.css';
import { rem } from '@tokens/index';
import { vars } from '@tokens/theme.css';

export const crumbs = style({ paddingBlock: vars.space[4] });
export const hidden = visuallyHidden;
export const column = style({ maxWidth: rem(900), marginInline: 'auto' });

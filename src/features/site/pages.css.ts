import { style } from '@vanilla-extract/css';
import { media } from '@tokens/index';
import { vars } from '@tokens/theme.css';

export const page = style({
  paddingBlock: vars.space[6],
  '@media': { [media.phone]: { paddingBlock: vars.space[4] } },
});

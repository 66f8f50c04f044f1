import { style } from '@vanilla-extract/css';
import { vars } from '@tokens/theme.css';

/** A campaign page inside the phone frame: blocks one under the other with room around them. */
export const page = style({
  display: 'grid',
  gap: vars.space[4],
  padding: vars.space[4],
  paddingBottom: vars.space[8],
  minWidth: 0,
});

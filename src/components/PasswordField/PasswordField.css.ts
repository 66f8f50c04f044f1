import { style } from '@vanilla-extract/css';
import { vars } from '@tokens/theme.css';

/** Pulls the round toggle towards the field's edge so its hit area does not widen the padding. */
export const toggle = style({
  marginRight: `calc(${vars.space[2]} * -1)`,
});

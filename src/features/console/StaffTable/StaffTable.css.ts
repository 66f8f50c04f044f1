import { style } from '@vanilla-extract/css';
import { vars } from '@tokens/theme.css';

export const you = style({ marginLeft: vars.space[2] });

export const disabledRow = style({ color: vars.color.neutral[600] });

export const danger = style({ color: vars.color.error[700] });

import { style } from '@vanilla-extract/css';
import { rem } from '@tokens/index';
import { vars } from '@tokens/theme.css';

export const noticeStack = style({
  position: 'fixed',
  top: vars.space[5],
  right: vars.space[5],
  left: 'auto',
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  width: `min(${rem(400)}, calc(100vw - 2 * ${vars.space[5]}))`,
  pointerEvents: 'none',
});

export const notice = style({ boxShadow: vars.shadow.lg, pointerEvents: 'auto' });

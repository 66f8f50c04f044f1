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

export const modalBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space[4] });

export const modalText = style({ margin: 0, color: vars.color.neutral[700], lineHeight: vars.font.lineHeight.normal });

export const modalList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  margin: 0,
  padding: vars.space[4],
  borderRadius: vars.radius.md,
  background: vars.color.neutral[50],
  listStyle: 'none',
  color: vars.color.neutral[800],
});

export const phone = style({ fontWeight: vars.font.weight.bold, color: vars.color.brand[600] });

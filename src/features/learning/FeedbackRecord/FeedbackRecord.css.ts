import { style } from '@vanilla-extract/css';
import { vars } from '@tokens/theme.css';

export const root = style({
  listStyle: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  padding: vars.space[4],
  borderRadius: vars.radius.lg,
  background: vars.color.neutral[0],
  border: `1px solid ${vars.color.neutral[100]}`,
  minWidth: 0,
});

export const head = style({ display: 'flex', alignItems: 'center', gap: vars.space[2], flexWrap: 'wrap' });

export const type = style({ margin: 0, fontSize: vars.fontSize.md, color: vars.color.neutral[900] });

export const time = style({ marginInlineStart: 'auto', color: vars.color.neutral[600], fontSize: vars.fontSize.xs });

export const content = style({
  margin: 0,
  color: vars.color.neutral[800],
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
  whiteSpace: 'pre-wrap',
});

export const shots = style({ display: 'flex', gap: vars.space[2], flexWrap: 'wrap', margin: 0, padding: 0, listStyle: 'none' });

export const shot = style({
  display: 'block',
  // Fixed pixels: the desktop rem grows with the 1920 design scale and would make thumbnails huge.
  width: '64px',
  height: '64px',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.neutral[100]}`,
  background: vars.color.neutral[50],
});

export const reply = style({
  margin: 0,
  padding: vars.space[3],
  borderRadius: vars.radius.md,
  background: vars.color.brand[50],
  borderInlineStart: `3px solid ${vars.color.brand[600]}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
});

export const replyHead = style({
  display: 'flex',
  gap: vars.space[2],
  flexWrap: 'wrap',
  alignItems: 'baseline',
  fontSize: vars.fontSize.xs,
  color: vars.color.neutral[700],
});

export const replyAuthor = style({ fontWeight: 600, color: vars.color.brand[700] });

export const replyText = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.neutral[900],
  overflowWrap: 'anywhere',
});

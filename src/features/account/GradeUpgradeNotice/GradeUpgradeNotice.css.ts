import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@tokens/theme.css';
import * as dialogStyles from '@/components/Dialog/Dialog.css';

/* Centred like a greeting card: picture first, then title, message and the one button. */
export const dialog = style({ textAlign: 'center' });
globalStyle(`${dialog} ${dialogStyles.title}`, { justifyContent: 'center' });
globalStyle(`${dialog} > ${dialogStyles.body}`, { order: -1, paddingBottom: 0 });
// Balanced lines keep a short message from leaving one character alone on its last line.
globalStyle(`${dialog} ${dialogStyles.description}`, { textWrap: 'balance' });
globalStyle(`${dialog} > ${dialogStyles.footer}`, { paddingTop: vars.space[5] });

export const art = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space[2],
});

export const grade = style({
  display: 'inline-flex',
  padding: `${vars.space[1]} ${vars.space[4]}`,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.font.weight.bold,
  color: vars.color.brand[700],
  background: vars.color.brand[50],
  borderRadius: vars.radius.pill,
});

import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@tokens/theme.css';
import * as dialogStyles from '@/components/Dialog/Dialog.css';

/* Picture on top, then the titles: the same card shape as the grade-upgrade notice, in warm colours. */
export const dialog = style({
  textAlign: 'center',
  backgroundImage: `linear-gradient(180deg, ${vars.color.accent[50]} 0, ${vars.color.neutral[0]} 60%)`,
});
globalStyle(`${dialog} ${dialogStyles.title}`, { justifyContent: 'center', fontSize: vars.fontSize.xl });
globalStyle(`${dialog} ${dialogStyles.description}`, {
  fontSize: vars.fontSize.md,
  color: vars.color.neutral[700],
  textWrap: 'balance',
});
globalStyle(`${dialog} > ${dialogStyles.footer}`, { paddingTop: vars.space[5] });
globalStyle(`${dialog} > ${dialogStyles.body}`, { order: -1, paddingBottom: 0 });

export const art = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space[2],
});

export const label = style({
  display: 'inline-flex',
  padding: `${vars.space[1]} ${vars.space[3]}`,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.font.weight.bold,
  letterSpacing: '0.1em',
  color: vars.color.neutral[800],
  background: vars.color.accent[100],
  borderRadius: vars.radius.pill,
});

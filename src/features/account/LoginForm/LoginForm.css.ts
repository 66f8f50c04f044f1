import { style } from '@vanilla-extract/css';
import { vars } from '@tokens/theme.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
  width: '100%',
});

export const captchaRow = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space[3],
});

export const captchaField = style({ flex: 1 });

/** 记住密码 on the left, 忘记密码 on the right, as Chinese login forms have them. */
export const assistRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space[3],
  marginTop: `calc(${vars.space[2]} * -1)`,
});

export const agreement = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
});

export const fieldError = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.error[700],
});

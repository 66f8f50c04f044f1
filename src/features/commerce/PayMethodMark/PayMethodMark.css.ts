import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@tokens/theme.css';

export const root = style({ flex: '0 0 auto', display: 'block', width: '2.4em', height: '2.4em' });

/** Each provider's own colour (tokens color.partner), drawn through currentColor. */
export const tone = styleVariants({
  alipay: { color: vars.color.partner.alipay },
  weixin: { color: vars.color.partner.wechatPay },
  icbc: { color: vars.color.partner.icbc },
  share: { color: vars.color.accent[600] },
});
export type PayMethodMarkName = keyof typeof tone;

export const ground = style({ fill: 'currentColor' });
export const light = style({ fill: vars.color.neutral[0] });
export const lightLine = style({ fill: 'none', stroke: vars.color.neutral[0], strokeLinecap: 'round', strokeLinejoin: 'round' });
export const inkLine = style({ fill: 'none', stroke: 'currentColor', strokeLinecap: 'round', strokeLinejoin: 'round' });

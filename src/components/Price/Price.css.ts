import { createVar, fallbackVar, style } from '@vanilla-extract/css';
import { vars } from '@tokens/theme.css';

/** Set inline only when a caller overrides them; otherwise the SPEC defaults (price red, 0.22rem) apply. */
export const colorVar = createVar();
export const sizeVar = createVar();
export const tagColorVar = createVar();
export const tagSizeVar = createVar();
export const priceColorVar = createVar();
export const priceSizeVar = createVar();

export const root = style({
  display: 'inline-flex',
  alignItems: 'baseline',
  flexWrap: 'wrap',
  columnGap: vars.space[1],
  fontFamily: vars.font.family.numeric,
  fontSize: fallbackVar(sizeVar, vars.fontSize.price),
  lineHeight: vars.font.lineHeight.tight,
  color: fallbackVar(colorVar, vars.color.price),
  whiteSpace: 'nowrap',
});

export const current = style({ display: 'inline-flex', alignItems: 'baseline' });

export const tag = style({
  // The yen sign reads as a unit: smaller than the amount unless the caller sizes it, never unreadably so.
  fontSize: fallbackVar(tagSizeVar, `min(1em, max(0.64em, ${vars.fontSize.xs}))`),
  fontWeight: vars.font.weight.medium,
  color: fallbackVar(tagColorVar, 'inherit'),
  marginRight: '0.08em',
});

export const amount = style({
  fontSize: fallbackVar(priceSizeVar, '1em'),
  fontWeight: vars.font.weight.bold,
  color: fallbackVar(priceColorVar, 'inherit'),
  fontVariantNumeric: 'tabular-nums',
});

export const original = style({
  fontSize: `min(1em, max(0.6em, ${vars.fontSize.xs}))`,
  fontWeight: vars.font.weight.regular,
  color: vars.color.neutral[600],
  textDecorationLine: 'line-through',
});

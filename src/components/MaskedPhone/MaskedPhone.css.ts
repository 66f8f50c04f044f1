import { style } from '@vanilla-extract/css';
import { vars } from '@tokens/theme.css';

export const root = style({
  fontFamily: vars.font.family.numeric,
  fontVariantNumeric: 'tabular-nums',
  letterSpacing: '0.04em',
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-state="empty"]': { fontFamily: 'inherit', letterSpacing: 'normal', color: vars.color.neutral[600] },
  },
});

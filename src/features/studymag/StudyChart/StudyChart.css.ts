import { style } from '@vanilla-extract/css';
import { media, toRem } from '@tokens/index';
import { vars } from '@tokens/theme.css';

export const root = style({ margin: 0, display: 'grid', gap: vars.space[3], minWidth: 0 });

export const title = style({ margin: 0, fontSize: vars.fontSize.lg, color: vars.color.neutral[900] });

export const canvas = style({
  width: '100%',
  height: toRem(320, 'desktop'),
  minWidth: 0,
  '@media': { [media.phone]: { height: toRem(240, 'phone') } },
  selectors: {
    '&[data-state="loading"]': { borderRadius: vars.radius.md, background: vars.color.neutral[100] },
  },
});

export const summary = style({ margin: 0, color: vars.color.neutral[700], fontSize: vars.fontSize.sm });

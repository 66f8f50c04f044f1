import { style } from '@vanilla-extract/css';

// Wide enough for '59秒后重新发送' so the button does not jump when counting starts.
export const root = style({
  minWidth: '8.5em',
  fontVariantNumeric: 'tabular-nums',
});

import { style } from '@vanilla-extract/css';

/** Text that assistive technology reads but the screen does not show. */
export const hiddenTextRules = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
} as const;

export const visuallyHidden = style(hiddenTextRules);

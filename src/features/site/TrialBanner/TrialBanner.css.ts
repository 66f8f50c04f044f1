import { style } from '@vanilla-extract/css';
import { vars } from '@tokens/theme.css';

/** A slim strip above every page of a trial site, in the warning colours, that scrolls away with the page. */
export const banner = style({
  padding: `${vars.space[1]} ${vars.space[3]}`,
  background: vars.color.warning[50],
  // The warning hue is the strip's ground; its text stays dark enough to read at the smallest size.
  color: vars.color.neutral[800],
  fontSize: vars.fontSize.xs,
  lineHeight: 1.5,
  textAlign: 'center',
  borderBottom: `1px solid ${vars.color.warning[500]}`,
});

export const code = style({ fontWeight: 700, letterSpacing: '0.08em', fontVariantNumeric: 'tabular-nums' });

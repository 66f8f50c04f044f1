import { style } from '@vanilla-extract/css';
import { media, rem } from '@tokens/index';
import { vars } from '@tokens/theme.css';

/** The room a form gets inside the login dialog (480 design px) or the register page column; phones use the full width. */
const frame = (designWidth: number) =>
  style({
    // Stories use the fullscreen layout: the frame keeps its own margin, which on a phone is a real one.
    width: `calc(100% - 2 * ${vars.space[5]})`,
    maxWidth: rem(designWidth),
    margin: vars.space[5],
    padding: vars.space[5],
    background: vars.color.neutral[0],
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.sm,
    '@media': {
      [media.phone]: {
        width: `calc(100% - 2 * ${vars.space[4]})`,
        maxWidth: 'none',
        margin: vars.space[4],
        padding: vars.space[4],
      },
    },
  });

export const formFrame = frame(480);
export const cardFrame = frame(440);
export const pageFrame = frame(560);

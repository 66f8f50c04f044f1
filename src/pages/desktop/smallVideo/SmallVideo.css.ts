import { style } from '@vanilla-extract/css';
import { visuallyHidden } from '@tokens/a11y.css';
import { layout, media, rem } from '@tokens/index';
import { vars } from '@tokens/theme.css';

export const page = style({
  paddingBlock: vars.space[3],
  '@media': { [media.phone]: { paddingBlock: 0 } },
});

export const hidden = visuallyHidden;

/** Loading, empty and failed states take the feed's place and size, so nothing jumps. */
export const placeholder = style({
  marginInline: 'auto',
  height: `calc(100vh - ${rem(layout.headerHeight)} - ${vars.space[6]})`,
  minHeight: '420px',
  aspectRatio: '9 / 16',
  maxWidth: '100%',
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  borderRadius: vars.radius.lg,
  background: vars.color.neutral[0],
  '@media': {
    [media.phone]: { height: 'auto', minHeight: '60vh', aspectRatio: 'auto', borderRadius: 0 },
  },
});

import { style, styleVariants } from '@vanilla-extract/css';
import { breakpoints, media } from '@tokens/index';
import { vars } from '@tokens/theme.css';

export const root = style({
  display: 'grid',
  gap: vars.space[5],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [media.phone]: { gap: vars.space[3] } },
});

const track = (count: number) => `repeat(${count}, minmax(0, 1fr))`;

export const columns = styleVariants({ 2: [2, 2], 3: [3, 2], 4: [4, 3], 5: [5, 4] } as const, ([desktop, tablet]) => ({
  gridTemplateColumns: track(desktop),
  // Tablets only: the phone rule must not compete with this one, whatever order the rules end up in.
  '@media': {
    [`screen and (min-width: ${breakpoints.tablet}px) and (max-width: ${breakpoints.desktop - 1}px)`]: {
      gridTemplateColumns: track(tablet),
    },
  },
}));

export const phoneColumns = styleVariants({ 1: 1, 2: 2 } as const, (count) => ({
  '@media': { [media.phone]: { gridTemplateColumns: track(count) } },
}));

import { style } from '@vanilla-extract/css';
import { media, rem } from '@tokens/index';
import { vars } from '@tokens/theme.css';

export const layout = style({
  display: 'grid',
  gridTemplateColumns: `minmax(0, 1fr) ${rem(360)}`,
  gap: vars.space[5],
  alignItems: 'start',
  '@media': { [media.phone]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
export const main = style({ display: 'flex', flexDirection: 'column', gap: vars.space[4], minWidth: 0 });
export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
export const aside = style({
  position: 'sticky',
  top: `calc(${vars.control.lg} * 1.6)`,
  '@media': { [media.phone]: { position: 'static' } },
});

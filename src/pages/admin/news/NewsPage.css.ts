import { style } from '@vanilla-extract/css';
import { vars } from '@tokens/theme.css';

// The list takes the width; the categories stay a narrow column beside it (below it on a narrow window).
export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) 260px',
  gap: vars.space[5],
  alignItems: 'start',
  '@media': { 'screen and (max-width: 1180px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

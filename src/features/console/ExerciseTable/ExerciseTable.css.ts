import { style } from '@vanilla-extract/css';
import { vars } from '@tokens/theme.css';

/** The question's text in a list: two lines at most, the rest behind an ellipsis. */
export const question = style({
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  maxWidth: '34em',
  lineHeight: 1.5,
});

export const questionCell = style({ display: 'grid', gap: vars.space[1], minWidth: '18em' });

export const meta = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space[2] });

export const nowrap = style({ whiteSpace: 'nowrap' });

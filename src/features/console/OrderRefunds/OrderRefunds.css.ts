import { style } from '@vanilla-extract/css';
import { vars } from '@tokens/theme.css';

/** A reason may be long: it wraps within a readable width instead of widening the table. */
export const reason = style({ display: 'inline-block', maxWidth: '18em', overflowWrap: 'anywhere' });

export const actions = style({ display: 'inline-flex', gap: vars.space[2], whiteSpace: 'nowrap' });

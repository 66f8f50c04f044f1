import { style } from '@vanilla-extract/css';
import { vars } from '@tokens/theme.css';

/** Reasons and notes wrap within a readable width instead of widening the table. */
export const reason = style({ display: 'inline-block', maxWidth: '20em', overflowWrap: 'anywhere' });

export const reference = style({ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' });

export const field = style({ width: '100%', height: vars.control.md });

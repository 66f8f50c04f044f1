import { style } from '@vanilla-extract/css';
import { vars } from '@tokens/theme.css';

export const course = style({ display: 'grid', gap: vars.space[1], minWidth: '14em' });

export const tags = style({ display: 'inline-flex', flexWrap: 'wrap', gap: vars.space[1] });

export const state = style({ display: 'grid', gap: vars.space[1], justifyItems: 'start' });

export const nowrap = style({ whiteSpace: 'nowrap' });

export const window = style({ whiteSpace: 'nowrap', fontSize: vars.fontSize.sm });

export const claims = style({ display: 'grid', gap: vars.space[1], justifyItems: 'start', whiteSpace: 'nowrap' });

export const rowActions = style({ display: 'inline-flex', flexWrap: 'wrap', gap: vars.space[3] });

export const emptyHint = style({ maxWidth: '36em', margin: '0 auto', textAlign: 'center' });

import { style } from '@vanilla-extract/css';
import { media } from '@tokens/index';
import { vars } from '@tokens/theme.css';

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 7fr) minmax(0, 3fr)',
  gap: vars.space[5],
  alignItems: 'start',
  '@media': { [media.phone]: { gridTemplateColumns: '1fr', gap: vars.space[4] } },
});

export const main = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3], minWidth: 0 });

export const bar = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space[3] });

export const title = style({ margin: 0, fontSize: vars.fontSize.lg, color: vars.color.neutral[900], overflowWrap: 'anywhere' });

export const muted = style({ color: vars.color.neutral[600], fontSize: vars.fontSize.sm, flexShrink: 0 });

export const status = style({ margin: 0, minHeight: '1.5em', color: vars.color.neutral[600], fontSize: vars.fontSize.sm });

export const back = style({ color: vars.color.brand[700], fontSize: vars.fontSize.sm });

export const side = style({
  padding: vars.space[4],
  borderRadius: vars.radius.lg,
  background: vars.color.neutral[0],
  maxHeight: '70vh',
  overflowY: 'auto',
  '@media': { [media.phone]: { maxHeight: 'none' } },
});

export const sideTitle = style({ margin: `0 0 ${vars.space[3]}`, fontSize: vars.fontSize.md, color: vars.color.neutral[900] });

import { style } from '@vanilla-extract/css';
import { media } from '@tokens/index';
import { vars } from '@tokens/theme.css';

export const quotes = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space[4],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [media.phone]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space[3] } },
});

export const quote = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  padding: vars.space[5],
  borderRadius: vars.radius.lg,
  background: vars.color.neutral[0],
  boxShadow: vars.shadow.sm,
});

export const text = style({
  position: 'relative',
  margin: 0,
  paddingTop: vars.space[5],
  color: vars.color.neutral[800],
  fontSize: vars.fontSize.sm,
  lineHeight: vars.font.lineHeight.relaxed,
  selectors: {
    '&::before': {
      content: '"“"',
      position: 'absolute',
      top: `calc(${vars.space[2]} * -1)`,
      left: 0,
      color: vars.color.brand[200],
      fontSize: vars.fontSize.display,
      fontFamily: 'Georgia, "Noto Serif CJK SC", serif',
      lineHeight: 1,
    },
  },
});

export const who = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
  margin: 0,
  marginTop: 'auto',
  fontSize: vars.fontSize.sm,
  color: vars.color.neutral[600],
});
export const course = style({
  color: vars.color.brand[600],
  fontSize: vars.fontSize.xs,
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const map = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  margin: 0,
  padding: vars.space[5],
  borderRadius: vars.radius.lg,
  background: `linear-gradient(160deg, ${vars.color.brand[600]}, ${vars.color.brand[800]})`,
  color: vars.color.neutral[0],
});
export const mapTitle = style({ fontSize: vars.fontSize.md, fontWeight: vars.font.weight.bold });
export const bars = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
export const bar = style({
  display: 'grid',
  gridTemplateColumns: '4.5em minmax(0, 1fr) 4.5em',
  alignItems: 'center',
  gap: vars.space[2],
  fontSize: vars.fontSize.sm,
});
export const province = style({ whiteSpace: 'nowrap' });
export const track = style({ height: '0.5em', borderRadius: vars.radius.pill, background: 'rgba(255, 255, 255, 0.2)' });
export const fill = style({
  display: 'block',
  height: '100%',
  borderRadius: vars.radius.pill,
  background: vars.color.accent[500],
});
export const count = style({ textAlign: 'end', whiteSpace: 'nowrap' });

import { style } from '@vanilla-extract/css';
import { vars } from '@tokens/theme.css';

export const page = style({
  minHeight: '100vh',
  display: 'grid',
  placeItems: 'center',
  padding: vars.space[6],
  background: `linear-gradient(135deg, ${vars.color.brand[700]} 0%, ${vars.color.brand[500]} 55%, ${vars.color.brand[300]} 100%)`,
});

export const card = style({
  width: 'min(440px, 100%)',
  background: vars.color.neutral[0],
  borderRadius: vars.radius.xl,
  boxShadow: vars.shadow.lg,
  padding: `${vars.space[7]} ${vars.space[7]} ${vars.space[6]}`,
});

export const brand = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space[2],
  margin: `0 0 ${vars.space[5]}`,
  color: vars.color.brand[600],
  fontWeight: vars.font.weight.bold,
  fontSize: vars.fontSize.lg,
});

export const brandArea = style({
  color: vars.color.neutral[600],
  fontWeight: vars.font.weight.regular,
  fontSize: vars.fontSize.sm,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.xl, color: vars.color.neutral[900] });

export const subtitle = style({
  margin: `${vars.space[2]} 0 ${vars.space[5]}`,
  color: vars.color.neutral[600],
  fontSize: vars.fontSize.sm,
});

export const form = style({ display: 'grid', gap: vars.space[4] });

export const captchaRow = style({ display: 'grid', gridTemplateColumns: '1fr auto', gap: vars.space[3], alignItems: 'start' });

export const captchaButton = style({
  padding: 0,
  border: `1px solid ${vars.color.neutral[200]}`,
  borderRadius: vars.radius.sm,
  background: vars.color.neutral[50],
  cursor: 'pointer',
  height: vars.control.md,
  marginTop: `calc(${vars.fontSize.sm} * 1.5 + ${vars.space[1]})`,
  selectors: { '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus } },
});

export const captchaImage = style({ display: 'block', height: '100%', width: 'auto', aspectRatio: '100 / 38' });

export const setup = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: vars.space[4],
  alignItems: 'center',
  padding: vars.space[4],
  borderRadius: vars.radius.md,
  background: vars.color.brand[50],
});

export const hint = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.neutral[700], lineHeight: 1.6 });

export const secret = style({
  display: 'block',
  marginTop: vars.space[2],
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, "DejaVu Sans Mono", monospace',
  fontSize: vars.fontSize.sm,
  letterSpacing: '0.08em',
  wordBreak: 'break-all',
  color: vars.color.neutral[900],
  userSelect: 'all',
});

export const codeInput = style({ letterSpacing: '0.4em', fontFamily: vars.font.family.numeric, fontSize: vars.fontSize.lg });

export const restart = style({
  justifySelf: 'center',
  border: 0,
  padding: vars.space[1],
  background: 'none',
  color: vars.color.brand[600],
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  selectors: { '&:hover': { textDecoration: 'underline' }, '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus } },
});

export const language = style({
  position: 'fixed',
  top: vars.space[4],
  right: vars.space[5],
  border: `1px solid rgba(255, 255, 255, 0.6)`,
  borderRadius: vars.radius.pill,
  padding: `${vars.space[1]} ${vars.space[4]}`,
  background: 'transparent',
  color: vars.color.neutral[0],
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus } },
});
